// Makes the mock refuse request bodies with fields the document does not list. JSON Schema lets
// unknown properties through unless told otherwise, so a sample that misspells a field (`titel`)
// would pass validation and silently change nothing; closing every object that lists its
// properties turns that drift into a 400. Only request bodies are closed: responses and examples
// keep the documents' own rules. The definition is a tree of private copies (inline-refs.ts), so
// closing a request body's Listing leaves the responses' Listing untouched.
import { isRecord } from '../../openapi/document/json-pointer.ts';

export function closeRequestBodies({ definition }: { definition: Record<string, unknown> }): void {
  for (const pathItem of Object.values(isRecord(definition.paths) ? definition.paths : {})) {
    for (const operation of Object.values(isRecord(pathItem) ? pathItem : {})) {
      const content = isRecord(operation) && isRecord(operation.requestBody) ? operation.requestBody.content : undefined;
      for (const media of Object.values(isRecord(content) ? content : {})) {
        if (isRecord(media)) closeSchema(media.schema);
      }
    }
  }
}

/** Branches of allOf/anyOf/oneOf stay open: closing one would refuse the properties of the others. */
function closeSchema(schema: unknown): void {
  if (!isRecord(schema)) return;
  if (isRecord(schema.properties)) {
    schema.additionalProperties ??= false;
    for (const property of Object.values(schema.properties)) closeSchema(property);
  }
  closeSchema(schema.items);
  closeSchema(schema.additionalProperties);
}
