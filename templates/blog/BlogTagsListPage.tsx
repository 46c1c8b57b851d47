// Every tag of the blog, as Docusaurus's BlogTagsListPage: grouped by first letter, each with its
// number of posts.
import type { BlogTagsRouteProps } from './types.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { withBase } from '../app/base-url.ts';

export default function BlogTagsListPage(props: BlogTagsRouteProps) {
  const letters = new Map<string, BlogTagsRouteProps['tags']>();
  for (const tag of props.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), tag]);
  }
  return (
    <BlogLayout blog={props.blog}>
      <h1>{props.title}</h1>
      {[...letters].map(([letter, tags]) => (
        <section key={letter} className="blog-tags-letter" aria-labelledby={`tags-${letter}`}>
          <h2 id={`tags-${letter}`}>{letter}</h2>
          <ul className="blog-tags">
            {tags.map((tag) => (
              <li key={tag.permalink}>
                <a className="blog-tag" href={withBase(tag.permalink)} title={tag.description}>
                  {tag.label}
                  <span className="blog-tag__count">{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
