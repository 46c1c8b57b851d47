// `@theme/MDXComponents/Code`, `Details`, `Ul`, `Li`, `Heading`: for a site's own MDX components
// map (an ejected MDXComponents names them). hubgen's MDX draws these elements as plain HTML at
// build time (headings with their ids and anchors already), so its own map does not use them.
import type { MDXCodeProps, MDXDetailsProps, MDXHeadingProps, MDXLiProps, MDXUlProps } from '../../theme-props.ts';
import Details from '../../docusaurus/Details.tsx';
import Heading from '../../docusaurus/Heading.tsx';

export function MDXCode(props: MDXCodeProps) {
  return <code {...props} />;
}

export function MDXDetails(props: MDXDetailsProps) {
  return <Details {...props} />;
}

export function MDXUl(props: MDXUlProps) {
  return <ul {...props} />;
}

export function MDXLi(props: MDXLiProps) {
  return <li {...props} />;
}

export function MDXHeading(props: MDXHeadingProps) {
  return <Heading {...props} />;
}
