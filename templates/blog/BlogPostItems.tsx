// The posts of a list page, each with its excerpt (or whole body, without a truncate marker): HTML
// in the page when the excerpt is Markdown only (read back from the page in the browser, like a
// static doc's body), else the excerpt's component from the page's own module (`excerpts`).
import type { ComponentType } from 'react';
import type { BlogListItem } from './types.ts';
import { BlogPostItem } from './BlogPostItem.tsx';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { mdxComponents } from '../mdx/page-components.ts';
import { useStaticBody } from '../docs/StaticDocBody.tsx';

export type Excerpts = Record<string, ComponentType<{ components?: typeof mdxComponents }>>;

export function BlogPostItems({ items, excerpts }: { items: BlogListItem[]; excerpts?: Excerpts }) {
  const { ref, onClick } = useStaticBody();
  return (
    <div className="blog-posts" ref={ref} onClick={onClick}>
      {items.map((item) => {
        const Excerpt = item.excerptKey ? excerpts?.[item.excerptKey] : undefined;
        return (
          <BlogPostItem key={item.permalink} post={item} isPage={false}>
            {Excerpt ? (
              <div className="markdown blog-post__body">
                <Excerpt components={mdxComponents} />
              </div>
            ) : (
              <StaticHtml id={`excerpt:${item.permalink}`} html={item.excerptHtml} className="markdown blog-post__body" />
            )}
          </BlogPostItem>
        );
      })}
    </div>
  );
}
