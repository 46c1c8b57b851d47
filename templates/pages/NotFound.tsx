// `@theme/NotFound`: the page for any unknown path (served with status 404), as Docusaurus composes
// it: its content is NotFound/Content.
import NotFoundContent from './NotFoundContent.tsx';

export default function NotFound() {
  return <NotFoundContent />;
}
