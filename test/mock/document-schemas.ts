// Validates replies against the OpenAPI documents directly (js-yaml + Ajv's 2020-12 build), so the
// mock tests do not take the mock's own response check on trust.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import { REPO } from '../helpers/cli.ts';

type Json = Record<string, any>;

export interface DocumentSchemas {
  /** Errors of `body` against the response of `operationId` for `status`; empty when it validates. */
  errors(params: { api: string; operationId: string; status: number; body: unknown }): string[];
}

export async function loadDocumentSchemas(ids: string[]): Promise<DocumentSchemas> {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const docs: Record<string, Json> = {};
  for (const id of ids) {
    docs[id] = yaml.load(await fs.readFile(path.join(REPO, `openapi/${id}.yaml`), 'utf8')) as Json;
    ajv.addSchema(docs[id], id);
  }
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const validator = (ref: string) => compiled.get(ref) ?? compiled.set(ref, ajv.compile({ $ref: ref })).get(ref)!;
  return {
    errors({ api, operationId, status, body }) {
      const doc = docs[api];
      for (const [template, item] of Object.entries<Json>(doc.paths)) {
        for (const [method, op] of Object.entries<Json>(item)) {
          if (op?.operationId !== operationId) continue;
          let response = op.responses[String(status)];
          if (!response) return [`status ${status} is not documented for ${operationId}`];
          let pointer = `#/paths/${escape(template)}/${method}/responses/${status}`;
          if (response.$ref) {
            pointer = response.$ref;
            response = response.$ref.split('/').slice(1).reduce((v: Json, k: string) => v[k], doc);
          }
          // No documented content: nothing to check, except that a 204 has no body.
          if (!response.content) return status === 204 && body !== undefined ? ['a 204 reply has a body'] : [];
          const validate = validator(`${api}${pointer}/content/application~1json/schema`);
          return validate(body) ? [] : [ajv.errorsText(validate.errors)];
        }
      }
      return [`no operation ${operationId} in ${api}`];
    },
  };
}
