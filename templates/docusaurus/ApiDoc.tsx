// Redocusaurus's `@theme/ApiDoc`: `<ApiDoc id="petstore" />`, a whole reference inside a doc or page, drawn as
// hubgen's own embed (`specProps={useSpecData('petstore')}` names it too; a `spec` object is refused by the build).
export { ApiReference as default } from '../api-reference/embedded.tsx';
