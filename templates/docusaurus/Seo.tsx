// `@theme/Seo`: Docusaurus 2's component for a page's head (title, description, keywords, image),
// which Docusaurus 2.0 replaced with `PageMetadata` of @docusaurus/theme-common; sites swizzled
// in its time still import it. The same as PageMetadata here.
import type { SeoProps } from '../theme-props.ts';
import { PageMetadata } from './theme-common.ts';

export default function Seo({ title, description, keywords, image, children }: SeoProps) {
  return (
    <PageMetadata title={title} description={description} keywords={keywords as string | string[] | undefined} image={image}>
      {children}
    </PageMetadata>
  );
}
