// A post as lists and its own page show it, as Docusaurus's BlogPostItem: title (the page's h1 on
// the post page, a link in a list), date and reading time, authors, the body (or its excerpt), and
// a footer with its tags and "Read more" (lists) or "Edit this page" (the post page).
import type { ReactNode } from 'react';
import type { BlogPostSummary } from './types.ts';
import { BlogAuthor } from './BlogAuthor.tsx';
import { withBase } from '../app/base-url.ts';

export function BlogPostItem({ post, isPage, children }: { post: BlogPostSummary; isPage: boolean; children: ReactNode }) {
  const Title = isPage ? 'h1' : 'h2';
  return (
    <article className={`blog-post${isPage ? ' blog-post--page' : ''}`}>
      <header className="blog-post__header">
        <Title className="blog-post__title">{isPage ? post.title : <a href={withBase(post.permalink)}>{post.title}</a>}</Title>
        <div className="blog-post__meta">
          <time dateTime={post.date}>{post.dateText}</time>
          {post.readingTime !== undefined && <span> · {readingTimeText(post.readingTime)}</span>}
          {post.draft && <span className="blog-post__badge">Draft</span>}
          {post.unlisted && <span className="blog-post__badge">Unlisted</span>}
        </div>
        {post.authors.length > 0 && (
          <div className="blog-post__authors">
            {post.authors.map((author, i) => (
              <BlogAuthor key={author.key ?? i} author={author} />
            ))}
          </div>
        )}
      </header>
      {children}
      <BlogPostFooter post={post} isPage={isPage} />
    </article>
  );
}

/** Docusaurus's reading time: whole minutes, rounded up. */
export function readingTimeText(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  return `${whole} min read`;
}

/**
 * Always rendered, right after the body's container: the write stage reads a post's body for its
 * feeds from the page as what comes before this footer (cli/page-text/blog-post-body.ts).
 */
function BlogPostFooter({ post, isPage }: { post: BlogPostSummary; isPage: boolean }) {
  const readMore = !isPage && post.truncated;
  return (
    <footer className="blog-post__footer">
      {post.tags.length > 0 && (
        <div className="blog-post__tags">
          <b>Tags:</b>
          <ul className="blog-tags">
            {post.tags.map((tag) => (
              <li key={tag.permalink}>
                <a className="blog-tag" href={withBase(tag.permalink)} title={tag.description}>
                  {tag.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {readMore && (
        <a className="blog-post__read-more" href={withBase(post.permalink)} aria-label={`Read more about ${post.title}`}>
          Read more
        </a>
      )}
      {isPage && post.editUrl && (
        <a className="blog-post__edit" href={post.editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
    </footer>
  );
}
