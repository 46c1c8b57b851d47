// One author of a post, as Docusaurus's Blog/Components/Author: avatar, name (linked to the
// author's page, else their url), title and social links.
import type { BlogAuthor as Author } from './types.ts';
import { withBase } from '../app/base-url.ts';
import { isExternalHref, NEW_TAB } from '../../shared/base-path.ts';

export function BlogAuthor({ author, size = 'small', as: Name = 'span' }: { author: Author; size?: 'small' | 'large'; as?: 'span' | 'h1' | 'h2' }) {
  const href = author.page?.permalink ? withBase(author.page.permalink) : author.url;
  const external = href && isExternalHref(href) ? NEW_TAB : {};
  return (
    <div className={`blog-author blog-author--${size}`}>
      {author.imageURL && <img className="blog-author__avatar" src={withBase(author.imageURL)} alt="" width={size === 'large' ? 64 : 40} height={size === 'large' ? 64 : 40} loading="lazy" />}
      <div className="blog-author__text">
        {author.name && (
          <Name className="blog-author__name">
            {href ? (
              <a href={href} {...external}>
                {author.name}
              </a>
            ) : (
              author.name
            )}
          </Name>
        )}
        {author.title && <small className="blog-author__title">{author.title}</small>}
        {author.socials && Object.keys(author.socials).length > 0 && <Socials socials={author.socials} name={author.name ?? author.key ?? ''} />}
      </div>
    </div>
  );
}

const PLATFORM_NAMES: Record<string, string> = { x: 'X', github: 'GitHub', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', bluesky: 'Bluesky', instagram: 'Instagram', threads: 'Threads', mastodon: 'Mastodon', twitch: 'Twitch', youtube: 'YouTube', twitter: 'Twitter', email: 'Email' };

function Socials({ socials, name }: { socials: Record<string, string>; name: string }) {
  return (
    <ul className="blog-author__socials">
      {Object.entries(socials).map(([platform, url]) => {
        const label = PLATFORM_NAMES[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1);
        return (
          <li key={platform}>
            <a href={url} {...(isExternalHref(url) ? NEW_TAB : {})} aria-label={`${name} on ${label}`}>
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
