// The API reference page: a 300 px sidebar (intro sections, tags with their operations, grouped
// by x-tagGroups when the document has them, webhooks, schemas, a filter box), the intro (info,
// servers, authentication), every operation grouped by tag, tags of prose alone, webhooks, and
// every schema. Everything is in the server HTML; JavaScript adds the filter, the sample tabs and
// the scroll-synced sidebar.
import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ApiRouteProps } from '../types.ts';
import type { ApiView, OperationView, SplitView, TagView } from './types.ts';
import { AUTHENTICATION_ANCHOR, WEBHOOKS_ANCHOR, schemaAnchor } from '../../shared/api-anchors.ts';
import { Operation, MethodBadge, InlineCode } from './Operation.tsx';
import { CodeFilesContext } from './SampleTabs.tsx';
import { TryItContext } from './try-it/TryItButton.tsx';
import { SchemaTree } from './SchemaTree.tsx';
import { ApiIntroDetails, Authentication } from './ApiIntro.tsx';
import { useScrollSpy } from './useScrollSpy.ts';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { HashLink } from './HashLink.tsx';
import { DeferredUntilNear } from './deferred.tsx';
import { withBase } from '../app/base-url.ts';
import { copyCode, staticCopyButton } from '../mdx/components.tsx';
import { SplitContext, useDeepLinkToOtherPage } from './split-pages.ts';
import { SplitSidebar } from './SplitSidebar.tsx';
import { VersionBadge } from './VersionBadge.tsx';

/**
 * From this many operations and webhooks on, or this many schemas, each operation's content (all
 * but its name bar) and each schema's fields join the document only when the reader nears them
 * (deferred.tsx): a page of 660 operations had 174,000 elements at load, and one of 67 operations
 * and 1,047 schemas (AWS Security Hub) 46,000, two thirds of them in the schemas' sections. Below,
 * they are in the document from the start but laid out only when near (or found by find-in-page):
 * laying out a 56-operation page at once held the main thread for a quarter of a second.
 */
const NOT_IN_DOCUMENT_FROM_OPERATIONS = 100;
const NOT_IN_DOCUMENT_FROM_SCHEMAS = 100;

export default function ApiReferencePage(props: ApiRouteProps) {
  const api = props.api;
  // A reference split into pages (split-pages.ts): this page's part of it.
  const split = api.split;
  const schemaNames = split ? split.schemaSections : Object.keys(api.schemas);
  const operations = api.tags.reduce((n, tag) => n + tag.operations.length, api.webhooks?.length ?? 0);
  const defer = deferOf(api, schemaNames.length, operations);
  const [filter, setFilter] = useState('');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const active = useScrollSpy();
  useCopyButtons();
  useDeepLinkToOtherPage(split);
  const intro = !split || split.current === 0;
  const tryItSource = useMemo(() => (api.tryItUrl ? { apiId: api.id, dataUrl: api.tryItUrl } : undefined), [api.id, api.tryItUrl]);
  return (
    <SplitContext.Provider value={split}>
    <CodeFilesContext.Provider value={api.codeFiles}>
    <TryItContext.Provider value={tryItSource}>
      <div className="api-layout">
        <button type="button" className="api-sidebar-toggle button button--secondary" aria-expanded={sidebarOpen} onClick={() => setSidebarOpen(!sidebarOpen)}>
          {sidebarOpen ? 'Hide' : 'Show'} API navigation
        </button>
        <aside className={`api-sidebar ${sidebarOpen ? 'api-sidebar--open' : ''}`} aria-label={`${api.title} navigation`}>
          {split ? (
            <SplitSidebar api={api} split={split} references={<References references={props.references ?? []} changelogHref={props.changelogHref} />} filter={filter} onFilter={setFilter} active={active} onNavigate={() => setSidebarOpen(false)} />
          ) : (
            <ApiSidebar api={api} references={props.references ?? []} changelogHref={props.changelogHref} filter={filter} onFilter={setFilter} active={active} onNavigate={() => setSidebarOpen(false)} />
          )}
        </aside>
        <div className={`api-content ${split && operations === 0 ? 'api-content--prose' : ''}`}>
          {!intro && <PageHeader api={api} split={split} />}
          {intro && <IntroHeader api={api} split={split} changelogHref={props.changelogHref} />}
          {api.tags.map((tag) => (
            <TagSection key={tag.anchor} tag={tag} schemas={api.schemas} defer={defer} intro={intro} />
          ))}
          {api.webhooks && <WebhooksSection webhooks={api.webhooks} schemas={api.schemas} defer={defer} />}
          {schemaNames.length > 0 && (
          <section className="api-schemas" aria-labelledby={split ? undefined : 'schemas-title'}>
            {!split && <h2 id="schemas-title">Schemas</h2>}
            {schemaNames.map((name) => (
              <Schema key={name} name={name} schemas={api.schemas} defer={defer} />
            ))}
          </section>
          )}
        </div>
      </div>
    </TryItContext.Provider>
    </CodeFilesContext.Provider>
    </SplitContext.Provider>
  );
}

type Defer = 'hidden' | 'noscript';

/** How a reference's operations and schemas are held back until the reader nears them (deferred.tsx). */
export function deferOf(api: ApiView, schemas: number, operations: number): Defer {
  // A page of a split reference is part of a large one: a tag of Graph's 93 operations had 31,000
  // elements in the document (hidden="until-found"), 335 an operation.
  return api.split || operations >= NOT_IN_DOCUMENT_FROM_OPERATIONS || schemas >= NOT_IN_DOCUMENT_FROM_SCHEMAS ? 'noscript' : 'hidden';
}

/** The head of a split reference's page other than its index: the reference it is part of, and its own title. */
function PageHeader({ api, split }: { api: ApiView; split: SplitView }) {
  return (
    <header className="api-intro api-intro--page">
      <p className="api-intro__meta">
        <a href={withBase(split.pages[0]!.href)}>
          {api.title} <VersionBadge version={api.version} />
        </a>
      </p>
      <h1>{split.pages[split.current]!.title}</h1>
    </header>
  );
}

/** The reference's introduction: title, base URL, download link, description, servers, authentication. */
function IntroHeader({ api, split, changelogHref }: { api: ApiView; split: SplitView | undefined; changelogHref?: string }) {
  return (
    <header className="api-intro">
      <h1>
        {api.title} <VersionBadge version={api.version} />
      </h1>
      <p className="api-intro__meta">
        {api.baseUrl && (!api.servers || api.servers.length === 1) && (
          <>
            Base URL <code>{api.baseUrl}</code>
            {api.samplesBaseUrl && (
              <>
                {' '}
                (a relative URL: samples use <code>{api.samplesBaseUrl}</code>)
              </>
            )}{' '}
            ·{' '}
          </>
        )}
        {!api.baseUrl && api.samplesBaseUrl && (
          <>
            No server is named: samples use <code>{api.samplesBaseUrl}</code>, with your API&apos;s host for <code>{'{host}'}</code> ·{' '}
          </>
        )}
        <a href={withBase(api.downloadUrl)} download>
          Download OpenAPI
        </a>
        {changelogHref && (
          <>
            {' · '}
            <a href={withBase(changelogHref)}>Changelog</a>
          </>
        )}
      </p>
      {api.descriptionHtml !== undefined && <StaticHtml id="intro" html={api.descriptionHtml} className="api-description api-description--intro" />}
      <ApiIntroDetails api={api} />
      <Authentication api={api} />
      {split && <PageList split={split} />}
    </header>
  );
}

export function TagSection({ tag, schemas, defer, intro }: { tag: TagView; schemas: ApiView['schemas']; defer: Defer; intro: boolean }) {
  return (
    <section className="api-tag" id={tag.anchor} data-anchor={tag.anchor} aria-labelledby={`${tag.anchor}/title`}>
      {/* On a page of a split reference, the page's h1 names the tag already. */}
      <h2 id={`${tag.anchor}/title`} className={intro ? undefined : 'visually-hidden'}>
        {tag.name}
        <HashLink anchor={tag.anchor} label={tag.name} />
      </h2>
      {tag.descriptionHtml !== undefined && <StaticHtml id={`${tag.anchor}/description`} html={tag.descriptionHtml} className="api-description" />}
      {tag.operations.map((op) => (
        <Operation key={op.anchor} op={op} schemas={schemas} defer={defer} />
      ))}
    </section>
  );
}

export function WebhooksSection({ webhooks, schemas, defer }: { webhooks: OperationView[]; schemas: ApiView['schemas']; defer: Defer }) {
  return (
    <section className="api-tag api-webhooks" id={WEBHOOKS_ANCHOR} data-anchor={WEBHOOKS_ANCHOR} aria-labelledby={`${WEBHOOKS_ANCHOR}/title`}>
      <h2 id={`${WEBHOOKS_ANCHOR}/title`}>
        Webhooks
        <HashLink anchor={WEBHOOKS_ANCHOR} label="Webhooks" />
      </h2>
      <p className="api-muted">Requests the API sends to your server.</p>
      {webhooks.map((op) => (
        <Operation key={op.anchor} op={op} schemas={schemas} defer={defer} />
      ))}
    </section>
  );
}

/** The index of a split reference lists its pages: the sidebar does too, but not without JavaScript on a phone. */
function PageList({ split }: { split: SplitView }) {
  const pages = split.pages.map((link, page) => ({ link, page })).filter(({ page }) => page > 0);
  return (
    <section className="api-pages" aria-labelledby="api-pages-title">
      <h2 id="api-pages-title">Contents</h2>
      <ul className="api-pages__list">
        {pages.map(({ link, page }) => (
          <li key={page}>
            <a href={withBase(link.href)}>{link.title}</a>
            {link.operations > 0 && (
              <span className="api-muted">
                {' '}
                {link.operations} operation{link.operations === 1 ? '' : 's'}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The site's other references to switch to, and this one's changelog (apis[].changelog). */
function References({ references, changelogHref }: { references: NonNullable<ApiRouteProps['references']>; changelogHref?: string }) {
  return (
    <>
      {references.length > 1 && (
        <ul className="api-nav__references" aria-label="API references">
          {references.map((r) => (
            <li key={r.href}>
              <a href={withBase(r.href)} className="api-nav__reference" aria-current={r.current ? 'page' : undefined}>
                {r.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      {changelogHref && (
        <a href={withBase(changelogHref)} className="api-nav__changelog">
          Changelog
        </a>
      )}
    </>
  );
}

/** One named schema. Memoised for the reason Operation is. */
export const Schema = memo(function Schema({ name, schemas, defer }: { name: string; schemas: ApiView['schemas']; defer: 'hidden' | 'noscript' }) {
  return (
    <section className="api-schema" id={schemaAnchor(name)} data-anchor={schemaAnchor(name)}>
      <h3>
        {name}
        <HashLink anchor={schemaAnchor(name)} label={name} />
      </h3>
      <DeferredUntilNear defer={defer}>
        <SchemaTree schema={{ kind: 'ref', name }} schemas={schemas} idBase={schemaAnchor(name)} />
      </DeferredUntilNear>
    </section>
  );
});

interface SidebarProps {
  api: ApiView;
  references: NonNullable<ApiRouteProps['references']>;
  changelogHref?: string;
  filter: string;
  onFilter: (v: string) => void;
  active?: string;
  onNavigate: () => void;
}

function ApiSidebar({ api, references, changelogHref, filter, onFilter, active, onNavigate }: SidebarProps) {
  const nav = useRef<HTMLElement>(null);
  useActiveInView(nav, active);
  const query = filter.trim().toLowerCase();
  const matches = (op: OperationView) => !query || `${op.method} ${op.fullPath} ${op.summary}`.toLowerCase().includes(query);
  const tags = useMemo(
    () =>
      api.tags
        .map((tag) => ({ ...tag, operations: tag.operations.filter((op) => !query || `${op.method} ${op.fullPath} ${op.summary}`.toLowerCase().includes(query)) }))
        // A tag of prose alone stays in the unfiltered sidebar; a filter lists operations only.
        .filter((tag) => tag.operations.length > 0 || !query),
    [api.tags, query],
  );
  const webhooks = (api.webhooks ?? []).filter(matches);
  const link: NavLink = (anchor) => ({
    href: `#${anchor}`,
    className: `api-nav__link ${active === anchor ? 'api-nav__link--active' : ''}`,
    'aria-current': active === anchor ? ('location' as const) : undefined,
    onClick: onNavigate,
  });
  // 3.2's nested tags: each under its parent's entry (the filter lists its matches flat).
  const nested = !query && tags.some((tag) => tag.parent);
  const childrenOf = (tag: TagView) => (nested ? tags.filter((child) => child.parent === tag.anchor) : []);
  const tagEntry = (tag: TagView): ReactNode => <TagEntry key={tag.anchor} tag={tag} link={link} nested={childrenOf(tag).map(tagEntry)} />;
  const roots = nested ? tags.filter((tag) => !tag.parent || !tags.some((other) => other.anchor === tag.parent)) : tags;
  const groups = api.tagGroups && !query ? groupTags(api.tagGroups, tags) : undefined;
  return (
    <nav className="api-nav" ref={nav}>
      <div className="api-nav__title">
        {api.title} <VersionBadge version={api.version} />
      </div>
      <References references={references} changelogHref={changelogHref} />
      <label className="api-nav__filter">
        <span className="visually-hidden">Filter operations</span>
        <input type="search" placeholder="Filter by method, path or summary" value={filter} onChange={(e) => onFilter(e.target.value)} />
      </label>
      {!query && (api.introSections.length > 0 || api.securitySchemes) && <IntroLinks api={api} link={link} />}
      {groups
        ? groups.map((group) => (
            <div key={group.name} className="api-nav__tag-group">
              <span className="api-nav__heading api-nav__group-heading">{group.name}</span>
              {group.tags.map(tagEntry)}
            </div>
          ))
        : roots.map(tagEntry)}
      {webhooks.length > 0 && (
        <div className="api-nav__group">
          <a {...link(WEBHOOKS_ANCHOR)} className={`${link(WEBHOOKS_ANCHOR).className} api-nav__tag`}>
            Webhooks
          </a>
          <OperationLinks operations={webhooks} link={link} />
        </div>
      )}
      {query && tags.length === 0 && webhooks.length === 0 && <p className="api-muted api-nav__empty">No operation matches “{filter}”.</p>}
      {!query && Object.keys(api.schemas).length > 0 && <SchemaLinks schemas={api.schemas} link={link} />}
    </nav>
  );
}

/** The props of a sidebar link to an anchor of the page: marked when its section is the one in view. */
type NavLink = (anchor: string) => { href: string; className: string; 'aria-current': 'location' | undefined; onClick: () => void };

function TagEntry({ tag, link, nested }: { tag: TagView; link: NavLink; nested?: ReactNode[] }) {
  return (
    <div className="api-nav__group">
      <a {...link(tag.anchor)} className={`${link(tag.anchor).className} api-nav__tag`} title={tag.name}>
        {tag.name}
      </a>
      {tag.operations.length > 0 && <OperationLinks operations={tag.operations} link={link} />}
      {nested && nested.length > 0 && <div className="api-nav__nested">{nested}</div>}
    </div>
  );
}

function OperationLinks({ operations, link }: { operations: OperationView[]; link: NavLink }) {
  return (
    <ul className="api-nav__list">
      {operations.map((op) => (
        <li key={op.anchor}>
          <a {...link(op.anchor)}>
            <MethodBadge method={op.method} />
            <span className={`api-nav__summary ${op.deprecated ? 'api-nav__summary--deprecated' : ''}`}>
              <InlineCode text={op.summary} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The introduction's sections and the authentication, above the tags. */
function IntroLinks({ api, link }: { api: ApiView; link: NavLink }) {
  return (
    <ul className="api-nav__list">
      {api.introSections.map((s) => (
        <li key={s.id}>
          <a {...link(s.id)}>{s.title}</a>
        </li>
      ))}
      {api.securitySchemes && (
        <li>
          <a {...link(AUTHENTICATION_ANCHOR)}>Authentication</a>
        </li>
      )}
    </ul>
  );
}

function SchemaLinks({ schemas, link }: { schemas: ApiView['schemas']; link: NavLink }) {
  return (
    <div className="api-nav__group">
      <span className="api-nav__tag api-nav__heading">Schemas</span>
      <ul className="api-nav__list">
        {Object.keys(schemas).map((name) => (
          <li key={name}>
            <a {...link(schemaAnchor(name))}>{name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** x-tagGroups in their order; tags no group names come last, under "Other". */
function groupTags(tagGroups: { name: string; tags: string[] }[], tags: TagView[]): { name: string; tags: TagView[] }[] {
  const byAnchor = new Map(tags.map((tag) => [tag.anchor, tag]));
  const grouped = new Set(tagGroups.flatMap((group) => group.tags));
  const groups = tagGroups.map((group) => ({ name: group.name, tags: group.tags.flatMap((anchor) => byAnchor.get(anchor) ?? []) }));
  const rest = tags.filter((tag) => !grouped.has(tag.anchor));
  return [...groups, ...(rest.length ? [{ name: 'Other', tags: rest }] : [])].filter((group) => group.tags.length > 0);
}

/** Scrolls the sidebar (never the page) so the active item stays in its visible part. */
function useActiveInView(nav: RefObject<HTMLElement | null>, active: string | undefined) {
  useEffect(() => {
    const box = nav.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!box || !link) return;
    const outer = box.getBoundingClientRect();
    const item = link.getBoundingClientRect();
    if (item.top < outer.top + 8 || item.bottom > outer.bottom - 8) box.scrollTop += item.top - outer.top - outer.height / 3;
  }, [nav, active]);
}

/** Copy buttons of code blocks inside descriptions: static HTML, so one listener serves them all. */
function useCopyButtons() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy]');
      const code = button?.closest('.code-block')?.querySelector('pre');
      if (!button || !code) return;
      copyCode(code.innerText, staticCopyButton(button));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
