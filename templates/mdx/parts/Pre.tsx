// `@theme/MDXComponents/Pre`: a `<pre>` of MDX content, in the code block's frame with its copy
// button. (Fenced blocks are highlighted at build time and drawn by the same frame.)
import type { MDXPreProps } from '../../theme-props.ts';
import { CodeBlock } from '../components.tsx';

export default function MDXPre(props: MDXPreProps) {
  return <CodeBlock {...props} />;
}
