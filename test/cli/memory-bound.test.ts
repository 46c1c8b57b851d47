// Failure is a message, never a crash: a document that needs more memory than Node's heap allows
// stops `hubgen build` with exit 2, naming the stage and the document, and a hint, instead of V8's
// fatal "heap out of memory" (exit 134, a native stack dump). Cheap: the heap is forced small
// (--max-old-space-size=24: hubgen itself needs about 16 MB to start) on a generated document of
// 300 operations, so the run fails in seconds.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hubgen, tempDir } from '../helpers/cli.ts';

async function siteWithLargeDocument(): Promise<string> {
  const root = await tempDir('hubgen-memory-');
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 300; i++) {
    const fields = Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`field${k}`, { type: 'string', description: `Field ${k} of thing ${i}.` }]));
    paths[`/things${i}/{id}`] = {
      get: {
        operationId: `getThing${i}`,
        summary: `Get thing ${i}`,
        description: 'Returns the thing. '.repeat(20),
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The thing.', content: { 'application/json': { schema: { type: 'object', properties: fields } } } } },
      },
    };
  }
  await fs.mkdir(path.join(root, 'openapi'));
  await fs.writeFile(path.join(root, 'openapi/big.json'), JSON.stringify({ openapi: '3.1.0', info: { title: 'Big', version: '1' }, paths }));
  await fs.writeFile(
    path.join(root, 'site.config.ts'),
    `import { defineConfig } from 'hubgen/config';\n\nexport default defineConfig({ title: 'Big', url: 'https://big.example.com', apis: [{ id: 'big', spec: 'openapi/big.json', route: '/' }] });\n`,
  );
  return root;
}

describe('a document larger than the heap', () => {
  it('fails with exit 2 naming the openapi stage and the document, with a hint, and writes nothing', async () => {
    const root = await siteWithLargeDocument();
    const result = await hubgen(['build', '--root', root], { cwd: root, env: { NODE_OPTIONS: '--max-old-space-size=24' } });
    expect(result.stderr).not.toContain('FATAL ERROR');
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/^hubgen failed in the openapi stage: out of memory reading openapi\/big\.json(, building GET \/things\d+\/\{id\})?: .+$/m);
    expect(result.stderr).toMatch(/^ {2}hint: Rerun with a larger heap for Node, e\.g\. NODE_OPTIONS=--max-old-space-size=\d+ hubgen …/m);
    await expect(fs.access(path.join(root, 'build'))).rejects.toThrow();
  });
});
