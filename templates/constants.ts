// Names the build and the browser must agree on. Plain constants: safe to import from cli/ too.
export const ROOT_ID = '__hubgen';
export const ROUTE_DATA_ID = '__hubgen_data';
