// `@theme/DocItem/Footer`: under a doc, "Edit this page" and "Last updated", as Docusaurus shows them.
import type { DocRouteProps } from '../types.ts';
import { useRouteData } from '../app/router-context.ts';
import EditThisPage from './EditThisPage.tsx';
import LastUpdated from './LastUpdated.tsx';

export default function DocItemFooter() {
  const { editUrl, lastUpdate } = useRouteData()?.props as DocRouteProps;
  if (!editUrl && !lastUpdate) return null;
  return (
    <footer className="doc-footer">
      {editUrl && <EditThisPage editUrl={editUrl} />}
      {lastUpdate && <LastUpdated lastUpdatedAt={lastUpdate.date ? Date.parse(lastUpdate.date) : undefined} lastUpdatedBy={lastUpdate.author} dateText={lastUpdate.dateText} />}
    </footer>
  );
}
