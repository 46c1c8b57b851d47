// The console's form as one value: what the reader chose and typed, its first state made from the
// document's examples, and the checks run on Send. Kept apart from the components so the state is
// passed to each section, not held in them.
import type { BodyInput, Credential } from './build-request.ts';
import { parameterKey } from './build-request.ts';
import type { JsonSchema, TryItData, TryItOperation } from './types.ts';
import type { ServerOption } from './servers.ts';
import { checkJsonBody, checkParameter, type ValueProblem } from './validate.ts';
import { recalled } from './credentials-store.ts';

export type BodyKind = 'json' | 'form' | 'multipart' | 'raw';

export interface FormState {
  server: number;
  variables: Record<string, string>;
  /** Index into the operation's security alternatives. */
  requirement: number;
  credentials: Record<string, Credential>;
  remember: boolean;
  parameters: Record<string, string>;
  bodyText: string;
  formFields: [string, string][];
  files: Record<string, File | undefined>;
}

/** How a section changes the form: the fields it sets. */
export type Update = (change: Partial<FormState>) => void;

export function bodyKind(contentType: string): BodyKind {
  const type = contentType.toLowerCase();
  if (/\bjson\b/.test(type)) return 'json';
  if (type.startsWith('application/x-www-form-urlencoded')) return 'form';
  if (type.startsWith('multipart/form-data')) return 'multipart';
  return 'raw';
}

export function initialState(apiId: string, data: TryItData, op: TryItOperation, servers: ServerOption[]): FormState {
  const parameters: Record<string, string> = {};
  // Required parameters from the document's examples; optional ones empty, so not sent until the reader fills them.
  for (const p of op.parameters) parameters[parameterKey(p.in, p.name)] = p.required ? (p.example ?? '') : '';
  const { credentials, remembered } = recalled(apiId);
  return {
    server: 0,
    variables: {},
    requirement: 0,
    credentials: credentials ?? defaultCredentials(data, servers[0]),
    remember: remembered,
    parameters,
    ...exampleBody(op),
    files: {},
  };
}

/** The body as the document's request example gives it: where the console starts, and what "Reset" puts back. */
export function exampleBody(op: TryItOperation): Pick<FormState, 'bodyText' | 'formFields'> {
  const example = op.body?.example;
  const kind = op.body ? bodyKind(op.body.contentType) : 'raw';
  const exampleObject = (typeof example === 'object' && example !== null && !Array.isArray(example) ? example : {}) as Record<string, unknown>;
  const files = new Set(op.body?.files ?? []);
  // The schema's fields in its order, then any other the example gives.
  const fieldNames = [...new Set([...(op.body?.fields ?? []), ...Object.keys(exampleObject)])].filter((name) => !files.has(name));
  return {
    bodyText: example === undefined ? '' : kind === 'raw' && typeof example === 'string' ? example : JSON.stringify(example, null, 2),
    formFields: fieldNames.map((name) => [name, fieldText(exampleObject[name])]),
  };
}

function fieldText(value: unknown): string {
  return value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
}

/** The mock's key for every scheme when the mock is the first server; else each scheme's `x-default`. */
export function defaultCredentials(data: TryItData, server: ServerOption | undefined): Record<string, Credential> {
  const credentials: Record<string, Credential> = {};
  for (const [name, scheme] of Object.entries(data.schemes)) {
    if (server?.mockKey) credentials[name] = { user: server.mockKey, secret: server.mockKey };
    else if (scheme.kind === 'basic') {
      const [user = '', ...password] = (scheme.default ?? '').split(':');
      credentials[name] = { user, secret: password.join(':') };
    } else credentials[name] = { user: '', secret: scheme.default ?? '' };
  }
  return credentials;
}

export function bodyInput(op: TryItOperation, state: FormState): BodyInput | undefined {
  if (!op.body) return undefined;
  const kind = bodyKind(op.body.contentType);
  if (kind === 'form') return { kind, fields: state.formFields };
  if (kind === 'multipart') return { kind, fields: state.formFields, files: (op.body.files ?? []).map((name) => [name, state.files[name]]) };
  if (state.bodyText.trim() === '' && !op.body.required) return undefined;
  return { kind, contentType: op.body.contentType, text: state.bodyText };
}

export interface FormProblems {
  /** By parameter key. */
  parameters: Record<string, string>;
  body: ValueProblem[];
}

export function checkForm(op: TryItOperation, state: FormState, defs: Record<string, JsonSchema>): FormProblems {
  const parameters: Record<string, string> = {};
  for (const p of op.parameters) {
    const key = parameterKey(p.in, p.name);
    const problem = checkParameter(p, state.parameters[key] ?? '', defs);
    if (problem) parameters[key] = problem;
  }
  let body: ValueProblem[] = [];
  if (op.body && bodyKind(op.body.contentType) === 'json') {
    if (state.bodyText.trim() !== '') body = checkJsonBody(state.bodyText, op.body.schema, defs);
    else if (op.body.required) body = [{ pointer: '', message: 'A body is required.' }];
  }
  return { parameters, body };
}

export const hasProblems = (problems: FormProblems) => Object.keys(problems.parameters).length > 0 || problems.body.length > 0;
