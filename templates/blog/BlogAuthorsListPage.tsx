// Every author of the authors map, as Docusaurus's Blog/Pages/BlogAuthorsListPage.
import type { BlogAuthorsRouteProps } from './types.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogAuthor } from './BlogAuthor.tsx';

export default function BlogAuthorsListPage(props: BlogAuthorsRouteProps) {
  return (
    <BlogLayout blog={props.blog}>
      <h1>{props.title}</h1>
      <ul className="blog-authors">
        {props.authors.map((author) => (
          <li key={author.key} className="blog-authors__item">
            <BlogAuthor author={author} as="h2" />
            <span className="blog-authors__count">{author.count === 1 ? 'One post' : `${author.count} posts`}</span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
