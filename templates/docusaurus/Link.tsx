// `@docusaurus/Link`: <Link to="/docs/x"> is a plain link the client router takes over.
import type { ComponentProps } from 'react';
import { withBaseUrl } from './useBaseUrl.ts';

export default function Link({ to, href, ...rest }: ComponentProps<'a'> & { to?: string }) {
  const target = to ?? href;
  return <a {...rest} href={target === undefined ? undefined : withBaseUrl(target)} />;
}
