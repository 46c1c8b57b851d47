// `@theme/Heading`: `<Heading as="h2" id="x">Title</Heading>` renders the heading as hubgen's MDX
// headings are compiled (mdx/rehype-headings.ts): the id and a "Direct link to …" anchor after
// the text. As in Docusaurus, an h1 or a heading without an id gets no anchor.
import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The heading's words, for the anchor's label (what a screen reader announces). */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      return isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : '';
    })
    .join('');
}

export default function Heading({ as: Tag, id, children, ...rest }: ComponentProps<'h2'> & { as: HeadingTag }) {
  if (Tag === 'h1' || !id) return <Tag id={id} {...rest}>{children}</Tag>;
  const label = textOf(children).trim() || id;
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${label}`}>
        #
      </a>
    </Tag>
  );
}
