// Every operation of both marketplace references, sent as the request console first fills it in
// (templates/api-reference/try-it/: the examples, the mock's key) to the mock: each passes the
// console's own checks and gets a documented success that the console's reply check finds matching
// its response (status, media type, and the JSON body against the schema). The console's logic runs here in Node; the
// browser tests (test/e2e/try-it*.test.ts) cover the page around it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../cli/config/load-config.ts';
import { loadMockApis, type MockApiSource } from '../../cli/commands/mock/load-mock-apis.ts';
import { createMockApi } from '../../cli/commands/mock/mock-api.ts';
import { startMockServer, type MockServer } from '../../cli/commands/mock/mock-server.ts';
import { tryItData } from '../../cli/openapi/view/try-it-data.ts';
import { buildRequest, fetchBody } from '../../templates/api-reference/try-it/build-request.ts';
import { bodyInput, checkForm, initialState } from '../../templates/api-reference/try-it/form-state.ts';
import { checkReply } from '../../templates/api-reference/try-it/reply-check.ts';
import type { ServerOption } from '../../templates/api-reference/try-it/servers.ts';
import { REPO } from '../helpers/cli.ts';

const KEY = 'console-key';
let server: MockServer;
let sources: MockApiSource[];

beforeAll(async () => {
  const config = await loadConfig({ root: REPO });
  sources = await loadMockApis({ config });
  const apis = await Promise.all(sources.map((source) => createMockApi({ source })));
  server = await startMockServer({ apis, key: KEY });
});
afterAll(() => server?.close());

describe('every marketplace operation from the console, against the mock', () => {
  for (const id of ['admin', 'partners']) {
    it(`${id}: prefilled, checked, sent, answered with a documented success`, async () => {
      const source = sources.find((s) => s.id === id)!;
      const data = tryItData(source.document);
      const mock: ServerOption = { label: 'Mock', url: server.url + source.basePath, variables: [], mockKey: KEY };
      const failures: string[] = [];
      for (const [key, op] of Object.entries(data.operations)) {
        server.reset(); // the examples' records again, and a fresh rate-limit budget
        const state = initialState(id, data, op, [mock]);
        const problems = checkForm(op, state, data.schemas);
        if (Object.keys(problems.parameters).length || problems.body.length) {
          failures.push(`${key}: the console's checks refuse its own prefill: ${JSON.stringify(problems)}`);
          continue;
        }
        const request = buildRequest({
          serverUrl: mock.url,
          op,
          parameters: state.parameters,
          schemes: (op.security[0] ?? []).map((name) => [name, data.schemes[name]!]),
          credentials: state.credentials,
          body: bodyInput(op, state),
        });
        const reply = await fetch(request.url, { method: request.method, headers: request.headers, body: fetchBody(request.body) });
        const body = await reply.arrayBuffer();
        const check = checkReply({ status: reply.status, contentType: reply.headers.get('content-type') ?? '', body }, op.responses, data.schemas);
        if (reply.status >= 300 || !check.matches) failures.push(`${key}: ${reply.status} ${check.message} ${JSON.stringify(check.problems)} ${new TextDecoder().decode(body)}`);
      }
      expect(failures).toEqual([]);
      expect(Object.keys(data.operations).length).toBeGreaterThan(5);
    });
  }
});
