// The components MDX content renders with: the site's map (@theme/MDXComponents, an override's if
// it has one), then hubgen's own. One object for docs, pages and blog excerpts alike.
import MDXComponents from './MDXComponents.tsx';
import { mdxInternals } from './components.tsx';

export const mdxComponents = { ...MDXComponents, ...mdxInternals };
