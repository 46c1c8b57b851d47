// `@theme/EditThisPage`: the link to the doc's source (docs.editUrl, or front matter custom_edit_url).
import type { EditThisPageProps } from 'hubgen/theme';

export default function EditThisPage({ editUrl }: EditThisPageProps) {
  return (
    <a className="doc-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
      Edit this page
    </a>
  );
}
