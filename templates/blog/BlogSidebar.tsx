// The recent-posts sidebar (`blogSidebarCount` posts under `blogSidebarTitle`), as Docusaurus's
// BlogSidebar: the page being read is marked; an unlisted post is listed only on its own page.
import type { BlogSidebarData } from './types.ts';
import { useRouter } from '../app/router-context.ts';
import { withBase } from '../app/base-url.ts';

export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  const { path } = useRouter();
  const items = sidebar.items.filter((item) => !item.unlisted || item.permalink === path);
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar__title">{sidebar.title}</div>
      <ul className="blog-sidebar__list">
        {items.map((item) => (
          <li key={item.permalink} className="blog-sidebar__item">
            <a className={`blog-sidebar__link${item.permalink === path ? ' blog-sidebar__link--active' : ''}`} href={withBase(item.permalink)} aria-current={item.permalink === path ? 'page' : undefined}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
