// `@docusaurus/Link`: <Link to="/docs/x"> is a plain link the client router takes over;
// `pathname:///files/x.pdf` (Docusaurus's link to a static file) is that file's path.
import type { ComponentProps } from 'react';
import { withBaseUrl } from './useBaseUrl.ts';

export default function Link({ to, href, ...rest }: ComponentProps<'a'> & { to?: string }) {
  const written = to ?? href;
  const target = written?.startsWith('pathname://') ? written.slice('pathname://'.length) : written;
  return <a {...rest} href={target === undefined ? undefined : withBaseUrl(target)} />;
}
