// Generates the curl, Node.js and JavaScript (fetch) samples of an operation: method, full URL with
// the placeholder store domain, basic auth with `{key}`, query parameters, and the JSON body from
// the request example. `x-codeSamples` in the document replace the generated ones.
import type { ApiDocument, ApiOperation, ApiParameter, ApiSchema } from './types.ts';

export interface CodeSample {
  label: string;
  language: string;
  source: string;
}

export const SAMPLE_KEY = '{key}';

/** The server URL with its variables at their defaults: https://your-store.example.com/api/v1 */
export function baseUrlOf(doc: ApiDocument): string {
  const server = doc.servers[0];
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (match, name: string) => server.variables[name]?.default ?? match);
}

export function codeSamples(doc: ApiDocument, op: ApiOperation): CodeSample[] {
  if (op.codeSamples.length > 0) {
    return op.codeSamples.map((s) => ({ label: s.label ?? s.lang, language: languageOf(s.lang), source: s.source }));
  }
  const url = sampleUrl(doc, op);
  // A success without a body (204) has nothing to parse.
  const hasBody = op.responses.some((r) => r.status.startsWith('2') && r.schema);
  const body = op.requestBody ? (op.requestBody.example ?? sampleValue(doc, op.requestBody.schema, 0)) : undefined;
  const method = op.method.toUpperCase();
  return [
    { label: 'curl', language: 'bash', source: curl(method, url, body) },
    { label: 'Node.js', language: 'javascript', source: fetchSample({ method, url, body, hasBody, auth: "Buffer.from('{key}:{key}').toString('base64')" }) },
    { label: 'JavaScript', language: 'javascript', source: fetchSample({ method, url, body, hasBody, auth: "btoa('{key}:{key}')" }) },
  ];
}

function sampleUrl(doc: ApiDocument, op: ApiOperation): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return param ? encodeURIComponent(String(parameterValue(doc, param))) : match;
  });
  const query = op.parameters
    .filter((p) => p.in === 'query' && !p.deprecated)
    // Names like start_on_date[value] stay percent-encoded: curl reads raw brackets as a glob range.
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(parameterValue(doc, p)))}`);
  return baseUrlOf(doc) + path + (query.length ? `?${query.join('&')}` : '');
}

function parameterValue(doc: ApiDocument, param: ApiParameter): unknown {
  if (param.example !== undefined) return param.example;
  return sampleValue(doc, param.schema, 0) ?? 'value';
}

function curl(method: string, url: string, body: unknown): string {
  const lines = [`curl -X ${method} '${url}'`, `  -u '${SAMPLE_KEY}:${SAMPLE_KEY}'`];
  if (body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  --data '${JSON.stringify(body, null, 2).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

function fetchSample({ method, url, body, hasBody, auth }: { method: string; url: string; body: unknown; hasBody: boolean; auth: string }): string {
  const headers = [`    Authorization: 'Basic ' + ${auth},`];
  if (body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  const options = [`  method: '${method}',`, `  headers: {\n${headers.join('\n')}\n  },`];
  if (body !== undefined) options.push(`  body: JSON.stringify(${indent(JSON.stringify(body, null, 2), '  ')}),`);
  const result = hasBody ? 'console.log(response.status, await response.json());' : 'console.log(response.status);';
  return `const response = await fetch('${url}', {\n${options.join('\n')}\n});\n${result}`;
}

function indent(text: string, by: string): string {
  return text.replace(/\n/g, `\n${by}`);
}

function languageOf(lang: string): string {
  const l = lang.toLowerCase();
  if (l === 'curl' || l === 'shell' || l === 'sh') return 'bash';
  if (l.includes('node') || l === 'js' || l === 'javascript') return 'javascript';
  return l;
}

/** A plausible value for a schema: its example, default, first enum value, or one by type. */
export function sampleValue(doc: ApiDocument, schema: ApiSchema | undefined, depth: number): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.kind === 'ref') return sampleValue(doc, doc.schemas[schema.ref], depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return sampleValue(doc, variant, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleValue(doc, s, depth + 1) ?? {}));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const prop of schema.properties ?? []) {
        if (!prop.required) continue;
        out[prop.name] = sampleValue(doc, prop.schema, depth + 1);
      }
      return out;
    }
    case 'array':
      return [sampleValue(doc, schema.items, depth + 1)].filter((v) => v !== undefined);
    case 'integer':
      return 1;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? '2026-01-15T09:30:00Z' : schema.format === 'email' ? 'jane@example.com' : 'string';
    default:
      return schema.properties ? sampleValue(doc, { ...schema, type: 'object' }, depth) : undefined;
  }
}
