// Redocusaurus's `@theme/ApiOperation`: `<ApiOperation id="petstore" pointer="#/paths/~1pets/get" />`,
// one operation of a reference, drawn as hubgen's own embed.
export { ApiOperation as default } from '../api-reference/embedded.tsx';
