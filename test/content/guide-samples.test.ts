// Every API call the guides show must exist in the OpenAPI documents, and every JSON body they send
// must validate against that operation's request schema: a sample that drifts from the spec fails here.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import { REPO } from '../helpers/cli.ts';

interface Call {
  file: string;
  line: number;
  method: string;
  url: URL;
  body?: unknown;
}

const BASES: Record<string, string> = { '/api/partners/v1': 'partners', '/api/v1': 'admin' };
const docs: Record<string, { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>> }> = {};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  for (const id of ['admin', 'partners']) {
    docs[id] = yaml.load(await fs.readFile(path.join(REPO, `openapi/${id}.yaml`), 'utf8')) as (typeof docs)[string];
    ajv.addSchema(docs[id] as object, id);
  }
});

async function markdownFiles(): Promise<string[]> {
  const entries = await fs.readdir(path.join(REPO, 'content'), { recursive: true });
  return entries.filter((f) => f.endsWith('.mdx')).map((f) => path.join(REPO, 'content', f));
}

/** Calls in fenced samples: curl with -X/--data, and fetch() with method/body. */
function extractCalls(file: string, text: string): Call[] {
  const calls: Call[] = [];
  const fence = /```(bash|sh|js|javascript)[^\n]*\n([\s\S]*?)```/g;
  for (const m of text.matchAll(fence)) {
    const code = m[2];
    const line = text.slice(0, m.index).split('\n').length + 1;
    const url = /https:\/\/your-store\.example\.com[^\s'"`]*/.exec(code)?.[0];
    // A bare base URL belongs to a longer program that builds its paths; single calls name theirs.
    if (!url || /\/api(\/partners)?\/v1\/?$/.test(url)) continue;
    let method = 'GET';
    let body: unknown;
    if (m[1] === 'bash' || m[1] === 'sh') {
      method = /-X\s+([A-Z]+)/.exec(code)?.[1] ?? (/--data/.test(code) ? 'POST' : 'GET');
      const data = /--data(?:-raw)?\s+'([\s\S]*?)'/.exec(code)?.[1];
      if (data) body = JSON.parse(data);
    } else {
      method = /method:\s*'([A-Z]+)'/.exec(code)?.[1] ?? 'GET';
      const data = /JSON\.stringify\(([\s\S]*?)\)\s*,?\s*\n\s*\}\)/.exec(code)?.[1];
      if (data) body = JSON.parse(data);
    }
    calls.push({ file, line, method, url: new URL(url.replace(/\{/g, '%7B').replace(/\}/g, '%7D')), body });
  }
  return calls;
}

function findOperation(call: Call): { api: string; template: string } | undefined {
  const base = Object.keys(BASES).find((b) => call.url.pathname.startsWith(b + '/'));
  if (!base) return undefined;
  const api = BASES[base];
  const rest = call.url.pathname.slice(base.length);
  for (const template of Object.keys(docs[api].paths)) {
    const pattern = new RegExp('^' + template.replace(/\{[^}]+\}/g, '[^/]+') + '$');
    if (pattern.test(rest) && docs[api].paths[template][call.method.toLowerCase()]) return { api, template };
  }
  return undefined;
}

describe('code samples in the guides', () => {
  it('call documented operations and send bodies that validate against their request schemas', async () => {
    const calls = (await Promise.all((await markdownFiles()).map(async (f) => extractCalls(f, await fs.readFile(f, 'utf8'))))).flat();
    expect(calls.length).toBeGreaterThan(10);
    const withBody = calls.filter((c) => c.body !== undefined);
    expect(withBody.length).toBeGreaterThan(3);
    for (const call of calls) {
      const where = `${path.relative(REPO, call.file)}:${call.line} ${call.method} ${call.url.pathname}`;
      const op = findOperation(call);
      expect(op, `${where}: no such operation`).toBeDefined();
      if (call.body === undefined) continue;
      const pointer = `${op!.template.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const validate = ajv.compile({ $ref: `${op!.api}#/paths/${pointer}/${call.method.toLowerCase()}/requestBody/content/application~1json/schema` });
      expect(validate(call.body), `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
