// What an embedded API part names (shared/api-embeds.ts) and what the page then carries
// (cli/routes/embed-slices.ts): Redocusaurus pointers decoded, only the parts named and the schemas
// they reach, the example made from the view, and located errors.
import { describe, expect, it } from 'vitest';
import { embedTarget, hubgenApiId, operationOfPointer, schemaOfPointer } from '../../../shared/api-embeds.ts';
import { planEmbeds } from '../../../cli/routes/embed-slices.ts';
import { SiteError } from '../../../cli/support/errors.ts';
import type { ApiRouteInput } from '../../../cli/openapi/api-route-input.ts';
import type { ApiView, OperationView } from '../../../templates/api-reference/types.ts';
import type { EmbedUse } from '../../../cli/mdx/remark-collect-embeds.ts';
import { tsxEmbeds } from '../../../cli/content/tsx-embeds.ts';

const op = (id: string, method: string, path: string, schema?: string): OperationView => ({
  id,
  anchor: `operation/${id}`,
  method,
  path,
  fullPath: path,
  summary: id,
  deprecated: false,
  security: [],
  parameters: [],
  responses: schema ? [{ status: '200', schema: { kind: 'ref', name: schema } }] : [],
  samples: [],
});

const view: ApiView = {
  id: 'admin',
  title: 'Admin API',
  version: '1',
  introSections: [],
  baseUrl: '',
  downloadUrl: '/admin.yaml',
  tags: [{ name: 'Pets', anchor: 'tag/Pets', operations: [op('listPets', 'get', '/pets', 'Pet'), op('deletePet', 'delete', '/pets/{id}')] }],
  schemas: {
    Pet: { kind: 'node', type: 'object', properties: [{ name: 'name', required: true, schema: { kind: 'node', type: 'string', example: '"Rex"' } }, { name: 'owner', required: false, schema: { kind: 'ref', name: 'Owner' } }] },
    Owner: { kind: 'node', type: 'object', properties: [{ name: 'age', required: false, schema: { kind: 'node', type: 'integer' } }] },
    Unrelated: { kind: 'node', type: 'string' },
  },
};
const apis: ApiRouteInput[] = [{ id: 'admin', route: '/api/admin/', specFile: '/site/openapi/admin.yaml', title: 'Admin API', view, anchors: ['operation/listPets', 'operation/deletePet', 'schema/Pet', 'schema/Owner', 'schema/Unrelated'], operationCount: 2, schemaCount: 3, markdown: { twins: [] } }];
const use = (kind: EmbedUse['kind'], attributes: EmbedUse['attributes'], line = 3): EmbedUse => ({ kind, module: 'hubgen/components', name: kind === 'operation' ? 'ApiOperation' : 'ApiSchema', attributes, line, column: 1 });

describe('embedded API parts', () => {
  it('reads Redocusaurus pointers and ids', () => {
    expect(schemaOfPointer('#/components/schemas/Pet')).toBe('Pet');
    expect(schemaOfPointer('#/definitions/Pet')).toBe('Pet');
    expect(operationOfPointer('#/paths/~1pets~1{id}/DELETE')).toEqual({ path: '/pets/{id}', method: 'delete' });
    expect(hubgenApiId('Petstore_V2')).toBe('petstore-v2');
    expect(embedTarget('reference', { specProps: { expression: "useSpecData('Petstore_V2')" } })).toEqual({ kind: 'reference', api: 'petstore-v2' });
    expect(embedTarget('reference', { spec: { expression: 'petstore' } }).kind).toBe('invalid');
  });

  it('carries the operations named and the schemas they reach, nothing else', () => {
    const planned = planEmbeds({ uses: [use('operation', { api: 'admin', operation: 'listPets' }), use('schema', { pointer: '#/components/schemas/Owner', example: true })], apis, file: '/site/doc.mdx', route: '/docs/doc', ownIds: ['intro'], prefix: '' });
    const slice = planned.embeds!.apis.admin!;
    expect(slice.operations.map((o) => o.id)).toEqual(['listPets']);
    expect(Object.keys(slice.schemas).sort()).toEqual(['Owner', 'Pet']);
    expect(slice.schemaSections[0]!.exampleHtml).toContain('<span class="hljs-number">0</span>');
    expect(planned.embeds!.defaultApi).toBe('admin');
    expect(planned.ids).toEqual(['operation/listPets', 'schema/Owner']);
  });

  it('refuses a part that does not exist, at its element; one embedded twice gets anchors of its own', () => {
    const run = (uses: EmbedUse[]) => {
      try {
        planEmbeds({ uses, apis, file: '/site/doc.mdx', route: '/docs/doc', ownIds: [], prefix: '' });
      } catch (error) {
        return (error as SiteError).problems;
      }
      return [];
    };
    const [missing] = run([use('operation', { operation: 'listPet' }, 7)]);
    expect(missing).toMatchObject({ file: '/site/doc.mdx', line: 7, column: 1, hint: 'Did you mean "listPets"?' });
    expect(run([use('schema', { schema: 'Pet' }), use('schema', { schema: 'Pet' }, 9)])).toEqual([]);
    const twice = planEmbeds({ uses: [use('schema', { schema: 'Pet' }), use('schema', { schema: 'Pet' }, 9)], apis, file: '/site/doc.mdx', route: '/docs/doc', ownIds: [], prefix: '' });
    expect(twice.ids).toEqual(['schema/Pet', 'schema/Pet-2']);
  });

  it('gives nothing to a page that embeds nothing, or before the documents are read', () => {
    expect(planEmbeds({ uses: undefined, apis, file: '/site/doc.mdx', route: '/docs/doc', ownIds: [], prefix: '' })).toEqual({ ids: [] });
    expect(planEmbeds({ uses: [use('schema', { schema: 'Nope' })], apis: [{ ...apis[0]!, view: undefined }], file: '/site/doc.mdx', route: '/docs/doc', ownIds: [], prefix: '' })).toEqual({ ids: [] });
  });
});

describe("a React page's embeds, read from its source", () => {
  it('finds Redocusaurus components, useSpecData through a variable, and hubgen components renamed', () => {
    const source = [
      "import ApiDoc from '@theme/ApiDoc';",
      "import useSpecData from '@theme/useSpecData';",
      "import { ApiOperation as Op } from 'hubgen/components';",
      'export default function Page() {',
      "  const specProps = useSpecData('Petstore_V2');",
      '  return (<div>',
      "    <ApiDoc layoutProps={{ title: 'x' }} specProps={specProps} />",
      '    <Op api="admin" operation={"listPets"} />',
      '  </div>);',
      '}',
    ].join('\n');
    const uses = tsxEmbeds(source);
    expect(uses.map((u) => [u.kind, u.line, u.column])).toEqual([['reference', 7, 5], ['operation', 8, 5]]);
    expect(embedTarget(uses[0]!.kind, uses[0]!.attributes)).toEqual({ kind: 'reference', api: 'petstore-v2' });
    expect(uses[1]!.attributes).toEqual({ api: 'admin', operation: 'listPets' });
  });
});
