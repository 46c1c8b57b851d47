// `@theme/MDXComponents/Img`: an image of MDX content; one from the site's own static files is
// served under the baseUrl too.
import type { MDXImgProps } from '../../theme-props.ts';
import { withBase } from '../../app/base-url.ts';

export default function MDXImg(props: MDXImgProps) {
  return <img {...props} src={withBase(props.src)} />;
}
