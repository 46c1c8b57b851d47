// Redocusaurus's `@theme/ApiSchema`: `<ApiSchema id="petstore" pointer="#/components/schemas/Pet" example />`,
// one schema of a reference with its fields (and an example value), drawn as hubgen's own embed.
export { ApiSchema as default } from '../api-reference/embedded.tsx';
