// A blog post's body as its page renders it, for the post's feed items (write/blog-feeds.ts), as
// Docusaurus takes it from `#__blog-post-container`. The theme renders the post's footer right
// after that element (templates/blog/BlogPostItem.tsx), which is where the body ends.
import { BLOG_POST_CONTAINER_ID } from '../../shared/constants.ts';

const OPEN = new RegExp(`<div id="${BLOG_POST_CONTAINER_ID}"[^>]*>`);
const CLOSE = '</div><footer class="blog-post__footer"';

export function blogPostBody(html: string): string | undefined {
  const open = OPEN.exec(html);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const end = html.indexOf(CLOSE, start);
  return end < 0 ? undefined : html.slice(start, end);
}
