// A post's page, as Docusaurus's BlogPostPage: the post (its body in `#__blog-post-container`, as
// Docusaurus names it), the newer and older posts, and its table of contents. RouteContent puts the
// body in: a static post's HTML, or its compiled module.
import type { ReactNode } from 'react';
import type { BlogPostRouteProps } from './types.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogPostItem } from './BlogPostItem.tsx';
import { BlogPostPaginator } from './BlogPostPaginator.tsx';
import { MobileToc, TableOfContents } from '../docs/TableOfContents.tsx';
import { BLOG_POST_CONTAINER_ID } from '../../shared/constants.ts';

export function BlogPostPage({ props, children }: { props: BlogPostRouteProps; children: ReactNode }) {
  const toc = props.toc.length ? <TableOfContents toc={props.toc} /> : undefined;
  return (
    <BlogLayout blog={props.blog} toc={toc}>
      <BlogPostItem post={props.post} isPage>
        <MobileToc toc={props.toc} />
        <div id={BLOG_POST_CONTAINER_ID} className="markdown blog-post__body">
          {children}
        </div>
      </BlogPostItem>
      <BlogPostPaginator newer={props.newer} older={props.older} />
    </BlogLayout>
  );
}
