// The route module of the page for any unknown path: the theme's NotFound (a site's override of it,
// or of NotFound/Content, replaces it here).
import NotFound from './NotFound.tsx';

export default function NotFoundPage() {
  return <NotFound />;
}
