// A category's generated index (Docusaurus's `link: { type: 'generated-index' }`): its description,
// then a card per item of the category. The items come with the route's data (plan-routes.ts), so
// one module serves every generated index of a sidebar.
import { useRouteData } from '../app/router-context.ts';
import { withBase } from '../app/base-url.ts';
import type { DocRouteProps } from '../types.ts';

export default function GeneratedIndexPage() {
  const index = (useRouteData()?.props as DocRouteProps | undefined)?.generatedIndex;
  if (!index) return null;
  return (
    <>
      {index.description && <p>{index.description}</p>}
      <div className="card-grid generated-index">
        {index.items.map((item) => (
          <a key={item.href} className="card" href={withBase(item.href)}>
            <span className="card__title">{item.label}</span>
            {item.description && <span className="card__body">{item.description}</span>}
          </a>
        ))}
      </div>
    </>
  );
}
