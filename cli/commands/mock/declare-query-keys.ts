// An API key sent as a query parameter is, on the wire, a query parameter the operation does not
// list; the mock refuses unknown query parameters (to catch a misspelt filter), so each operation
// that accepts such a key gets it declared in the mock's own copy of the document.
import { isRecord } from '../../openapi/document/json-pointer.ts';

export function declareQueryKeys({ definition }: { definition: Record<string, unknown> }): void {
  const components = isRecord(definition.components) ? definition.components : {};
  const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : {};
  const queryKeys = new Map<string, string>();
  for (const [name, scheme] of Object.entries(schemes)) {
    if (isRecord(scheme) && scheme.type === 'apiKey' && scheme.in === 'query' && typeof scheme.name === 'string') queryKeys.set(name, scheme.name);
  }
  if (queryKeys.size === 0) return;
  for (const pathItem of Object.values(isRecord(definition.paths) ? definition.paths : {})) {
    for (const operation of Object.values(isRecord(pathItem) ? pathItem : {})) {
      if (!isRecord(operation) || !isRecord(operation.responses)) continue;
      const security = Array.isArray(operation.security) ? operation.security : Array.isArray(definition.security) ? definition.security : [];
      const names = new Set(security.filter(isRecord).flatMap((requirement) => Object.keys(requirement).flatMap((scheme) => queryKeys.get(scheme) ?? [])));
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      for (const name of names) {
        if (parameters.some((p) => isRecord(p) && p.in === 'query' && p.name === name)) continue;
        parameters.push({ name, in: 'query', schema: { type: 'string' } });
      }
      if (names.size) operation.parameters = parameters;
    }
  }
}
