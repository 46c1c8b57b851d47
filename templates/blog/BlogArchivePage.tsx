// Every listed post by year, newest first, as Docusaurus's BlogArchivePage.
import type { BlogArchiveRouteProps } from './types.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { withBase } from '../app/base-url.ts';

export default function BlogArchivePage(props: BlogArchiveRouteProps) {
  return (
    <BlogLayout blog={{ ...props.blog, sidebar: undefined }}>
      <h1>{props.title}</h1>
      <div className="blog-archive">
        {props.years.map(({ year, posts }) => (
          <section key={year} className="blog-archive__year" aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`}>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.permalink}>
                  <a href={withBase(post.permalink)}>
                    <time dateTime={post.date}>{post.dateText}</time> – {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
