// Redocusaurus's `@theme/useSpecData(id)`, whose result a page passes to `<ApiDoc specProps>`: here
// only the id it names, which the build read from the call already (cli/routes/embed-slices.ts) and
// put that reference in the page's props.
export default function useSpecData(id?: string): { id?: string } {
  return { id };
}
