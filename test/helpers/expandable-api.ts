// Writes a site whose API reproduces Stripe's "expandable" pattern: N component schemas, each with
// a property per other schema that is `anyOf: [string id, $ref to that schema]`, one operation
// returning each. Expanding references inline at every level makes the page grow like N!; the
// reference must stay linear in N.
import fs from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from './cli.ts';

export function expandableApi(n: number): object {
  const names = Array.from({ length: n }, (_, i) => `Thing${i}`);
  const schemas: Record<string, unknown> = {
    Error: { type: 'object', properties: { message: { type: 'string' } } },
    Currency: { type: 'string', enum: ['eur', 'usd'], description: 'Three-letter ISO currency code.' },
  };
  for (const name of names) {
    const properties: Record<string, unknown> = {
      id: { type: 'string', description: `Identifier of the ${name}.` },
      created: { type: 'integer', readOnly: true, description: 'Set by the server.' },
      secret: { type: 'string', writeOnly: true, description: 'Sent, never returned.' },
      currency: { $ref: '#/components/schemas/Currency' },
      accepted: { type: 'array', items: { $ref: '#/components/schemas/Currency' } },
    };
    for (const other of names.filter((o) => o !== name)) {
      properties[other.toLowerCase()] = {
        description: `The ${other} (its id unless expanded).`,
        anyOf: [{ type: 'string', maxLength: 5000 }, { $ref: `#/components/schemas/${other}` }],
      };
    }
    schemas[name] = { type: 'object', description: `A ${name}.`, properties };
  }
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const paths: Record<string, unknown> = {};
  for (const name of names) {
    paths[`/${name.toLowerCase()}s/{id}`] = {
      get: {
        operationId: `get${name}`,
        tags: ['Things'],
        summary: `Retrieve a ${name}`,
        description: `Returns one ${name}.`,
        parameters: [{ name: 'id', in: 'path', required: true, description: 'The id.', schema: { type: 'string' } }],
        responses: {
          '200': { description: `The ${name}.`, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } },
          '401': errorResponse('Wrong credentials.'),
          '429': errorResponse('Too many requests.'),
        },
      },
    };
  }
  paths['/thing0s'] = {
    post: {
      operationId: 'createThing0',
      tags: ['Things'],
      summary: 'Create a Thing0',
      description: 'Creates a Thing0.',
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing0' } } } },
      responses: {
        '200': { description: 'The Thing0 created.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing0' } } } },
        '401': errorResponse('Wrong credentials.'),
        '429': errorResponse('Too many requests.'),
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Expandable API', version: '1.0', description: 'Every object refers to every other one.' },
    servers: [{ url: 'https://api.example.com/v1' }],
    security: [{ bearer: [] }],
    tags: [{ name: 'Things', description: 'Things that refer to each other.' }],
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
  };
}

/** A complete site (config, one doc, the API as JSON) in a fresh temporary folder. */
export async function writeExpandableSite(n: number): Promise<string> {
  const root = await tempDir(`hubgen-expandable-${n}-`);
  await fs.mkdir(path.join(root, 'openapi'), { recursive: true });
  await fs.mkdir(path.join(root, 'content/docs'), { recursive: true });
  await fs.writeFile(path.join(root, 'openapi/things.json'), JSON.stringify(expandableApi(n), null, 2));
  await fs.writeFile(path.join(root, 'content/docs/intro.mdx'), '---\ntitle: Intro\n---\n\nSee the [API reference](/api-reference/).\n');
  await fs.writeFile(
    path.join(root, 'site.config.ts'),
    `import { defineConfig } from 'hubgen/config';

export default defineConfig({
  title: 'Expandable',
  url: 'https://expandable.example.com',
  navbar: { items: [{ label: 'Intro', to: '/docs/intro', position: 'left' }] },
  apis: [{ id: 'things', spec: 'openapi/things.json', route: '/api-reference/', title: 'Things API' }],
});
`,
  );
  return root;
}
