// The posts of one author, as Docusaurus's Blog/Pages/BlogAuthorsPostsPage: the author, then
// their posts.
import type { BlogListRouteProps } from './types.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogAuthor } from './BlogAuthor.tsx';
import { BlogPostItems, type Excerpts } from './BlogPostItems.tsx';
import { BlogListPaginator } from './BlogListPaginator.tsx';
import { withBase } from '../app/base-url.ts';

export default function BlogAuthorsPostsPage(props: BlogListRouteProps & { excerpts?: Excerpts }) {
  const { author } = props;
  return (
    <BlogLayout blog={props.blog}>
      <header className="blog-list__header">
        {author ? <BlogAuthor author={{ ...author, page: undefined }} size="large" as="h1" /> : <h1>{props.title}</h1>}
        {author?.description && <p className="blog-list__description">{author.description}</p>}
        <p className="blog-list__count">
          {author?.count === 1 ? 'One post' : `${author?.count ?? 0} posts`}
          {props.blog.authorsPath && (
            <>
              {' · '}
              <a href={withBase(props.blog.authorsPath)}>View all authors</a>
            </>
          )}
        </p>
      </header>
      {props.items.length ? <BlogPostItems items={props.items} excerpts={props.excerpts} /> : <p>This author has not written any posts yet.</p>}
      <BlogListPaginator pagination={props.pagination} />
    </BlogLayout>
  );
}
