// The code of a reference's tabs, in one file per tab (cli/openapi/samples/code-files.ts): what the browser
// fetches when a reader picks a language or status the page did not show at load.
import { describe, expect, it } from 'vitest';
import { buildReferenceView } from '../../../cli/openapi/view/reference-view.ts';
import { codeFilesOf } from '../../../cli/openapi/samples/code-files.ts';
import { loadFiles } from './fixtures.ts';

const document = (summary: string, server: string) => `openapi: 3.1.0
info: {title: t, version: '1'}
servers: [{url: '${server}'}]
paths:
  /pets:
    get:
      operationId: listPets
      summary: ${summary}
      responses:
        '200': {description: ok, content: {application/json: {example: [{id: 1}]}}}
        '404': {description: none, content: {application/json: {example: {error: missing}}}}
  /pets/{id}:
    delete:
      operationId: deletePet
      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
      responses:
        '204': {description: gone}
`;

async function viewOf(summary: string, server = 'https://api.example.com') {
  const result = await loadFiles({ 'api.yaml': document(summary, server) });
  return buildReferenceView({ id: 'api', doc: result.document!, downloadUrl: '/api.yaml' }).view;
}

describe('the code files of a reference', () => {
  it('hold every operation\'s code of one tab, by the id its panel reads, and the view names each file', async () => {
    const view = await viewOf('List pets');
    const { urls, files } = codeFilesOf(view);
    expect(view.codeFiles).toEqual(urls);
    // One file per sample language (all nine, unless the config picks: sampleLanguages) and per status.
    const languages = ['C#', 'Go', 'Java', 'JavaScript', 'Node.js', 'PHP', 'Python', 'Ruby', 'curl'];
    expect(Object.keys(urls).sort()).toEqual(['example/200', 'example/404', ...languages.map((label) => `sample/${label}`)]);
    const curl = JSON.parse(files.get(urls['sample/curl']!)!);
    expect(Object.keys(curl)).toEqual(['operation/listPets/sample/curl', 'operation/deletePet/sample/curl']);
    expect(curl['operation/deletePet/sample/curl'].replace(/<[^>]+>/g, '')).toContain("curl -X DELETE 'https://api.example.com/pets/");
    const notFound = JSON.parse(files.get(urls['example/404']!)!);
    expect(Object.keys(notFound)).toEqual(['operation/listPets/example/404']);
    expect(notFound['operation/listPets/example/404'].replace(/<[^>]+>/g, '')).toContain('"error": "missing"');
    for (const url of files.keys()) expect(url).toMatch(/^\/assets\/api-code\/[0-9a-f]{16}\.json$/);
  });

  it('are named by their content: the same document gives the same URLs, a changed sample renames only the files it is in', async () => {
    const before = codeFilesOf(await viewOf('List pets')).urls;
    expect(codeFilesOf(await viewOf('List pets')).urls).toEqual(before);
    // The summary is not in any code: no file changes.
    expect(codeFilesOf(await viewOf('List all pets')).urls).toEqual(before);
    // Another server changes every sample, and no response example.
    const moved = codeFilesOf(await viewOf('List pets', 'https://pets.example.org')).urls;
    for (const tab of Object.keys(before)) {
      if (tab.startsWith('sample/')) expect(moved[tab]).not.toBe(before[tab]);
      else expect(moved[tab]).toBe(before[tab]);
    }
  });
});
