// The posts of one tag, as Docusaurus's BlogTagsPostsPage: "N posts tagged with …", its
// description, a link to every tag, then the posts.
import type { BlogListRouteProps } from './types.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogPostItems, type Excerpts } from './BlogPostItems.tsx';
import { BlogListPaginator } from './BlogListPaginator.tsx';
import { withBase } from '../app/base-url.ts';

export default function BlogTagsPostsPage(props: BlogListRouteProps & { excerpts?: Excerpts }) {
  return (
    <BlogLayout blog={props.blog}>
      <header className="blog-list__header">
        <h1>{props.title}</h1>
        {props.tag?.description && <p className="blog-list__description">{props.tag.description}</p>}
        <a href={withBase(props.blog.tagsPath)}>View all tags</a>
      </header>
      <BlogPostItems items={props.items} excerpts={props.excerpts} />
      <BlogListPaginator pagination={props.pagination} />
    </BlogLayout>
  );
}
