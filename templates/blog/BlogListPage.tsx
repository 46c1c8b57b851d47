// A page of the blog's list (`/blog`, `/blog/page/2`), as Docusaurus's BlogListPage: the posts
// newest first, each with its excerpt, and the paginator.
import type { BlogListRouteProps } from './types.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogPostItems, type Excerpts } from './BlogPostItems.tsx';
import { BlogListPaginator } from './BlogListPaginator.tsx';

export default function BlogListPage(props: BlogListRouteProps & { excerpts?: Excerpts }) {
  return (
    <BlogLayout blog={props.blog}>
      <header className="blog-list__header">
        <h1>{props.title}</h1>
        {props.pagination.page === 1 && props.description && props.description !== props.title && <p className="blog-list__description">{props.description}</p>}
      </header>
      <BlogPostItems items={props.items} excerpts={props.excerpts} />
      <BlogListPaginator pagination={props.pagination} />
    </BlogLayout>
  );
}
