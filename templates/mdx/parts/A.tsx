// `@theme/MDXComponents/A`: a link of MDX content. The site's own links get the baseUrl in front
// (the client router takes them over); another site's open in a new tab, safely.
import type { MDXAProps } from '../../theme-props.ts';
import { Link } from '../components.tsx';

export default function MDXA(props: MDXAProps) {
  return <Link {...props} />;
}
