// An embedded schema's example (view-example.ts, made from the view model) is the one the reference
// and the samples make from the document (example-value.ts): both read the one table of string formats.
import { describe, expect, it } from 'vitest';
import { exampleValue } from '../../../cli/openapi/samples/example-value.ts';
import { viewExample } from '../../../cli/openapi/view/view-example.ts';
import { schemaView } from '../../../cli/openapi/view/reference-view.ts';
import { loadFiles } from './fixtures.ts';

describe('an embedded schema\'s example', () => {
  it('gives every string format the value the reference gives it', async () => {
    const formats = ['date-time', 'date', 'time', 'email', 'uri', 'uri-reference', 'hostname', 'ipv4', 'ipv6', 'uuid', 'byte', 'password'];
    const properties = Object.fromEntries(formats.map((format) => [format, { type: 'string', format }]));
    const document = {
      openapi: '3.1.0',
      info: { title: 'Formats', version: '1' },
      paths: {},
      components: { schemas: { Formats: { type: 'object', properties } } },
    };
    const doc = (await loadFiles({ 'api.yaml': JSON.stringify(document) })).document!;
    const views = Object.fromEntries(Object.entries(doc.schemas).map(([name, schema]) => [name, schemaView(schema)]));
    const fromView = viewExample({ kind: 'ref', name: 'Formats' } as never, views);
    expect(fromView).toEqual(exampleValue({ doc, schema: doc.schemas.Formats, direction: 'response' }));
    expect(fromView).toMatchObject({ ipv4: '192.0.2.1', hostname: 'example.com' });
  });
});
