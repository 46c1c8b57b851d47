// The frame of every blog page, as Docusaurus's BlogLayout: the recent-posts sidebar on the left of
// wide screens (after the content on narrow ones, and in the document order for screen readers),
// the page in the middle, and a post's table of contents on the right.
import type { ReactNode } from 'react';
import type { BlogInfo } from './types.ts';
import { BlogSidebar } from './BlogSidebar.tsx';

export function BlogLayout({ blog, toc, children }: { blog: BlogInfo; toc?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container blog-layout${blog.sidebar ? '' : ' blog-layout--no-sidebar'}${toc ? ' blog-layout--toc' : ''}`}>
      <div className="blog-layout__main">{children}</div>
      {blog.sidebar && <BlogSidebar sidebar={blog.sidebar} />}
      {toc && <div className="blog-layout__toc">{toc}</div>}
    </div>
  );
}
