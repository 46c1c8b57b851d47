// What a site's docs and pages import as `hubgen/components` (the bundle resolves it here, with or
// without hubgen in the site's node_modules): parts of the site's API references, embedded where a
// guide needs them (api-reference/embedded.tsx).
export { ApiOperation, ApiSchema, ApiReference } from './api-reference/embedded.tsx';
export type { ApiOperationProps, ApiSchemaProps, ApiReferenceProps } from './api-reference/embedded.tsx';
