// Whether a reply is one the operation documents: its status (exact, then a `2XX`-style range, then
// `default`, as OpenAPI resolves them), its media type among the response's, and a JSON body against
// the response's schema. A reader trying an API learns from a mismatch that either the API or its
// document is wrong, which a status alone does not tell.
import type { JsonSchema, TryItResponse } from './types.ts';
import { validateValue, type ValueProblem } from './validate.ts';

/** More than this many problems are counted, not listed: the first ones are what a reader fixes first. */
export const LISTED_PROBLEMS = 5;

export interface ReplyCheck {
  /** The documented response the status resolves to. */
  response?: TryItResponse;
  matches: boolean;
  /** One or two sentences, the first always about the status. */
  message: string;
  /** Where a JSON body breaks the schema, the first LISTED_PROBLEMS of them. */
  problems: ValueProblem[];
  /** How many problems there are in all. */
  problemCount: number;
}

export interface ReplyToCheck {
  status: number;
  contentType: string;
  /** The body's bytes, decoded only when it is JSON to check. */
  body: ArrayBuffer;
}

/** The response documented for a status: '404' before '4XX' before 'default'. */
export function documentedResponse(status: number, responses: TryItResponse[]): TryItResponse | undefined {
  const text = String(status);
  return (
    responses.find((r) => r.status === text) ??
    responses.find((r) => r.status.toUpperCase() === `${text[0]}XX`) ??
    responses.find((r) => r.status === 'default')
  );
}

export function checkReply(reply: ReplyToCheck, responses: TryItResponse[], defs: Record<string, JsonSchema>): ReplyCheck {
  const response = documentedResponse(reply.status, responses);
  const verdict = (matches: boolean, message: string, problems: ValueProblem[] = []): ReplyCheck => ({
    response,
    matches,
    message,
    problems: problems.slice(0, LISTED_PROBLEMS),
    problemCount: problems.length,
  });
  if (!response) return verdict(false, `Not a documented response of this operation (documented: ${responses.map((r) => r.status).join(', ')}).`);
  const lead = `Documented response: ${response.status}.`;
  const type = mediaTypeOf(reply.contentType);
  // A response documented without content says nothing of a body (the mock sends `{}` for one).
  if (response.contentTypes.length === 0) return verdict(true, `${lead} Its body is not documented, so it is not checked.`);
  if (reply.body.byteLength === 0) return verdict(false, `${lead} The reply has no body; the documented one is ${response.contentTypes.join(' or ')}.`);
  const documentedType = response.contentTypes.find((documented) => mediaTypeMatches(documented, type));
  if (!documentedType) return verdict(false, `${lead} The reply is ${type || 'of no stated type'}; the documented body is ${response.contentTypes.join(' or ')}.`);
  if (!response.schema || !isJson(type)) return verdict(true, `${lead} The reply is ${type}, as documented.`);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(reply.body));
  } catch (error) {
    return verdict(false, `${lead} The body is not valid JSON (${(error as Error).message}).`);
  }
  const problems = validateValue(value, response.schema, defs, 'response');
  if (problems.length === 0) return verdict(true, `${lead} The body matches its schema (${type}).`);
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  return verdict(false, `${lead} The body does not match its schema (${type}): ${count}.`, problems);
}

/** `application/json; charset=utf-8` → `application/json`. */
export function mediaTypeOf(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

export const isJson = (type: string) => /^application\/([\w.+-]+\+)?json$/.test(type);

// A documented `image/*` or `*/*` covers the reply's type; parameters are ignored on both sides.
function mediaTypeMatches(documented: string, type: string): boolean {
  const [mainType, subType] = mediaTypeOf(documented).split('/');
  return mainType === '*' || (subType === '*' ? type.startsWith(`${mainType}/`) : `${mainType}/${subType}` === type);
}
