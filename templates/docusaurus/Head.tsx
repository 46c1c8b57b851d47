// `@docusaurus/Head`: what a Docusaurus page puts in the document head. Its `<title>` and
// `<meta name="description">` become the page's title and meta description, as `@theme/Layout`'s
// props do (app/page-head.ts); nothing of it is drawn in the page. Other head tags have no place to
// go in hubgen's documents yet and are left out.
import { Children, isValidElement, type ReactNode } from 'react';
import { usePageHead } from '../app/page-head.ts';

export default function Head({ children }: { children?: ReactNode }) {
  let title: string | undefined;
  let description: string | undefined;
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) return;
    if (child.type === 'title') title = Children.toArray(child.props.children).join('');
    if (child.type === 'meta' && child.props.name === 'description') description = child.props.content;
  });
  usePageHead({ title, description });
  return null;
}
