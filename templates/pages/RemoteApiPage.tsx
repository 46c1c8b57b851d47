// The page at the route of an API whose description is a URL (`apis[]` with `spec: 'https://…'`, as
// Redocusaurus sites give a remote spec): hubgen builds from local documents only and fetches
// nothing, so the page says where the description is published and links to it.
import { useRouteData } from '../app/router-context.ts';
import { NEW_TAB } from '../../shared/base-path.ts';

export default function RemoteApiPage() {
  const props = useRouteData()?.props;
  const url = props?.kind === 'page' ? props.remoteApi?.url : undefined;
  return (
    <div className="container remote-api">
      <h1>{props?.title}</h1>
      <p>
        This API's description is published at{' '}
        <a href={url} {...NEW_TAB}>
          {url}
        </a>
        .
      </p>
    </div>
  );
}
