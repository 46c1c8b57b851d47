// The API reference page: a 300 px sidebar (intro sections, tags with their operations, schemas,
// a filter box), the intro, every operation grouped by tag, and every schema. Everything is in the
// server HTML; JavaScript adds the filter, the sample tabs and the scroll-synced sidebar.
import { useMemo, useState } from 'react';
import type { ApiRouteProps } from '../types.ts';
import type { ApiView } from './types.ts';
import { operationAnchor, schemaAnchor } from './types.ts';
import { Operation, MethodBadge } from './Operation.tsx';
import { SchemaTree } from './SchemaTree.tsx';
import { useScrollSpy } from './useScrollSpy.ts';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { withBase } from '../app/base-url.ts';

export default function ApiReferencePage(props: ApiRouteProps) {
  const api = props.api as ApiView;
  const [filter, setFilter] = useState('');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const active = useScrollSpy();
  return (
    <div className="api-layout">
      <button type="button" className="api-sidebar-toggle button button--secondary" aria-expanded={sidebarOpen} onClick={() => setSidebarOpen(!sidebarOpen)}>
        {sidebarOpen ? 'Hide' : 'Show'} API navigation
      </button>
      <aside className={`api-sidebar ${sidebarOpen ? 'api-sidebar--open' : ''}`} aria-label={`${api.title} navigation`}>
        <ApiSidebar api={api} filter={filter} onFilter={setFilter} active={active} onNavigate={() => setSidebarOpen(false)} />
      </aside>
      <div className="api-content">
        <header className="api-intro">
          <h1>
            {api.title} <span className="api-version">v{api.version}</span>
          </h1>
          <p className="api-intro__meta">
            Base URL <code>{api.baseUrl}</code> ·{' '}
            <a href={withBase(api.downloadUrl)} download>
              Download OpenAPI
            </a>
          </p>
          <StaticHtml id="intro" html={api.descriptionHtml} className="api-description api-description--intro" />
        </header>
        {api.tags.map((tag) => (
          <section key={tag.anchor} className="api-tag" id={tag.anchor} data-anchor={tag.anchor} aria-labelledby={`${tag.anchor}/title`}>
            <h2 id={`${tag.anchor}/title`}>
              {tag.name}
              <a className="hash-link" href={`#${tag.anchor}`} aria-label={`Direct link to ${tag.name}`}>
                #
              </a>
            </h2>
            {tag.descriptionHtml !== undefined && <StaticHtml id={`${tag.anchor}/description`} html={tag.descriptionHtml} className="api-description" />}
            {tag.operations.map((op) => (
              <Operation key={op.id} op={op} schemas={api.schemas} />
            ))}
          </section>
        ))}
        <section className="api-schemas" aria-labelledby="schemas-title">
          <h2 id="schemas-title">Schemas</h2>
          {Object.keys(api.schemas).map((name) => (
            <section key={name} className="api-schema" id={schemaAnchor(name)} data-anchor={schemaAnchor(name)}>
              <h3>
                {name}
                <a className="hash-link" href={`#${schemaAnchor(name)}`} aria-label={`Direct link to ${name}`}>
                  #
                </a>
              </h3>
              <SchemaTree schema={{ kind: 'ref', name }} schemas={api.schemas} idBase={schemaAnchor(name)} />
            </section>
          ))}
        </section>
      </div>
    </div>
  );
}

function ApiSidebar({ api, filter, onFilter, active, onNavigate }: { api: ApiView; filter: string; onFilter: (v: string) => void; active?: string; onNavigate: () => void }) {
  const query = filter.trim().toLowerCase();
  const tags = useMemo(
    () =>
      api.tags
        .map((tag) => ({
          ...tag,
          operations: tag.operations.filter((op) => !query || `${op.method} ${op.fullPath} ${op.summary}`.toLowerCase().includes(query)),
        }))
        .filter((tag) => tag.operations.length > 0),
    [api.tags, query],
  );
  const link = (anchor: string) => ({
    href: `#${anchor}`,
    className: `api-nav__link ${active === anchor ? 'api-nav__link--active' : ''}`,
    'aria-current': active === anchor ? ('location' as const) : undefined,
    onClick: onNavigate,
  });
  return (
    <nav className="api-nav">
      <div className="api-nav__title">
        {api.title} <span className="api-version">v{api.version}</span>
      </div>
      <label className="api-nav__filter">
        <span className="visually-hidden">Filter operations</span>
        <input type="search" placeholder="Filter by method, path or summary" value={filter} onChange={(e) => onFilter(e.target.value)} />
      </label>
      {!query && (
        <ul className="api-nav__list">
          {api.introSections.map((s) => (
            <li key={s.id}>
              <a {...link(s.id)}>{s.title}</a>
            </li>
          ))}
        </ul>
      )}
      {tags.map((tag) => (
        <div key={tag.anchor} className="api-nav__group">
          <a {...link(tag.anchor)} className={`${link(tag.anchor).className} api-nav__tag`}>
            {tag.name}
          </a>
          <ul className="api-nav__list">
            {tag.operations.map((op) => (
              <li key={op.id}>
                <a {...link(operationAnchor(op.id))}>
                  <MethodBadge method={op.method} />
                  <span className="api-nav__summary">{op.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {query && tags.length === 0 && <p className="api-muted api-nav__empty">No operation matches “{filter}”.</p>}
      {!query && (
        <div className="api-nav__group">
          <span className="api-nav__tag api-nav__heading">Schemas</span>
          <ul className="api-nav__list">
            {Object.keys(api.schemas).map((name) => (
              <li key={name}>
                <a {...link(schemaAnchor(name))}>{name}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
