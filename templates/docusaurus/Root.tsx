// `@theme/Root`: the component above every page, rendered once and never unmounted: a site's
// override (`src/theme/Root.js`) puts its providers and global state there, as in Docusaurus.
import type { RootProps } from 'hubgen/theme';

export default function Root({ children }: RootProps) {
  return <>{children}</>;
}
