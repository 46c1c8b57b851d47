// What the request console makes of a reply (templates/api-reference/try-it/reply-check.ts and
// reply-body.ts): which documented response it is, whether its JSON body matches that response's
// schema (the first problems listed with their pointers), and whether its body is shown as text,
// as an image or as a download.
import { describe, expect, it } from 'vitest';
import { checkReply, documentedResponse, LISTED_PROBLEMS } from '../../../templates/api-reference/try-it/reply-check.ts';
import { bodyView, downloadName, LARGE_TEXT_BYTES } from '../../../templates/api-reference/try-it/reply-body.ts';
import type { JsonSchema, TryItResponse } from '../../../templates/api-reference/try-it/types.ts';

const defs: Record<string, JsonSchema> = {
  Item: { type: 'object', required: ['id', 'name', 'secret'], properties: { id: { type: 'integer' }, name: { type: 'string' }, secret: { type: 'string', writeOnly: true } } },
};
const responses: TryItResponse[] = [
  { status: '200', contentTypes: ['application/json'], schema: { type: 'array', items: { $ref: '#/$defs/Item' } } },
  { status: '201', contentTypes: ['image/*'] },
  { status: '204', contentTypes: [] },
  { status: '4XX', contentTypes: ['application/problem+json'], schema: { type: 'object', required: ['title'] } },
  { status: 'default', contentTypes: ['text/plain'] },
];
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
const reply = (status: number, contentType: string, body: ArrayBuffer = new ArrayBuffer(0)) => ({ status, contentType, body });

describe('which documented response a status is', () => {
  it('is the exact status first, then its range, then default', () => {
    expect(documentedResponse(200, responses)?.status).toBe('200');
    expect(documentedResponse(404, responses)?.status).toBe('4XX');
    expect(documentedResponse(404, [...responses, { status: '404', contentTypes: [] }])?.status).toBe('404');
    expect(documentedResponse(503, responses)?.status).toBe('default');
    expect(documentedResponse(503, responses.slice(0, 2))).toBeUndefined();
  });
});

describe('checking a reply against its documented response', () => {
  it('finds a JSON body that matches the schema, a write-only property not required of it', () => {
    const check = checkReply(reply(200, 'application/json; charset=utf-8', json([{ id: 1, name: 'Vase' }])), responses, defs);
    expect(check).toMatchObject({ matches: true, message: 'Documented response: 200. The body matches its schema (application/json).', problems: [] });
  });

  it(`lists the first ${LISTED_PROBLEMS} problems with their JSON pointers, and counts the rest`, () => {
    const items = Array.from({ length: 4 }, (_, i) => ({ id: `x${i}`, name: i }));
    const check = checkReply(reply(200, 'application/json', json(items)), responses, defs);
    expect(check.matches).toBe(false);
    expect(check.message).toBe('Documented response: 200. The body does not match its schema (application/json): 8 problems.');
    expect(check.problemCount).toBe(8);
    expect(check.problems).toHaveLength(LISTED_PROBLEMS);
    expect(check.problems[0]).toEqual({ pointer: '/0/id', message: expect.stringMatching(/integer/) });
    expect(check.problems[1]).toEqual({ pointer: '/0/name', message: expect.stringMatching(/string/) });
  });

  it('checks a range response with its own schema and media type', () => {
    expect(checkReply(reply(404, 'application/problem+json', json({ title: 'Not found' })), responses, defs).matches).toBe(true);
    const wrong = checkReply(reply(404, 'application/problem+json', json({ detail: 'x' })), responses, defs);
    expect(wrong).toMatchObject({ matches: false, problems: [{ pointer: '', message: expect.stringMatching(/title/) }] });
  });

  it('says when the status is not documented, or the media type is not the documented one', () => {
    expect(checkReply(reply(302, ''), responses.slice(0, 3), defs)).toMatchObject({ matches: false, message: 'Not a documented response of this operation (documented: 200, 201, 204).' });
    expect(checkReply(reply(200, 'text/html', json([])), responses, defs)).toMatchObject({ matches: false, message: 'Documented response: 200. The reply is text/html; the documented body is application/json.' });
    expect(checkReply(reply(200, 'application/json'), responses, defs)).toMatchObject({ matches: false, message: 'Documented response: 200. The reply has no body; the documented one is application/json.' });
    expect(checkReply(reply(200, 'application/json', new TextEncoder().encode('{"a":').buffer as ArrayBuffer), responses, defs).message).toMatch(/^Documented response: 200\. The body is not valid JSON/);
  });

  it('takes a wildcard media type, and a response documented without a body, as they are written', () => {
    expect(checkReply(reply(201, 'image/png', new Uint8Array([1]).buffer), responses, defs)).toMatchObject({ matches: true, message: 'Documented response: 201. The reply is image/png, as documented.' });
    expect(checkReply(reply(204, ''), responses, defs)).toMatchObject({ matches: true, message: 'Documented response: 204. Its body is not documented, so it is not checked.' });
  });
});

describe('how a reply body is shown', () => {
  const bytes = (...values: number[]) => new Uint8Array(values).buffer;
  it('shows text as text, JSON pretty-printed; an image as an image', () => {
    expect(bodyView('application/json', json({ a: 1 }))).toEqual({ kind: 'text', text: '{\n  "a": 1\n}' });
    expect(bodyView('text/csv; charset=utf-8', new TextEncoder().encode('a,b').buffer as ArrayBuffer)).toEqual({ kind: 'text', text: 'a,b' });
    expect(bodyView('image/png', bytes(0x89, 0x50))).toEqual({ kind: 'image' });
    expect(bodyView('application/json', new ArrayBuffer(0))).toEqual({ kind: 'empty' });
  });

  it('offers binary bodies and large text as a download', () => {
    expect(bodyView('application/pdf', bytes(0x25, 0x50))).toEqual({ kind: 'download', why: 'binary' });
    expect(bodyView('', bytes(0xff, 0xfe, 0x00))).toEqual({ kind: 'download', why: 'binary' });
    expect(bodyView('', new TextEncoder().encode('plain words').buffer as ArrayBuffer)).toEqual({ kind: 'text', text: 'plain words' });
    expect(bodyView('text/plain', new ArrayBuffer(LARGE_TEXT_BYTES + 1))).toEqual({ kind: 'download', why: 'large' });
  });

  it('names the download after Content-Disposition, else the URL with an extension for its type', () => {
    expect(downloadName([['Content-Disposition', 'attachment; filename="report 1.zip"']], 'https://x.test/a/b', 'application/zip')).toBe('report 1.zip');
    expect(downloadName([['content-disposition', "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf"]], 'https://x.test/a', 'application/pdf')).toBe('résumé.pdf');
    expect(downloadName([], 'https://x.test/files/42/archive?x=1', 'application/zip')).toBe('archive.zip');
    expect(downloadName([], 'https://x.test/files/42/data.csv', 'text/csv')).toBe('data.csv');
    expect(downloadName([], 'https://x.test/', 'application/octet-stream')).toBe('reply.bin');
  });
});
