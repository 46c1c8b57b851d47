// The Model Context Protocol server of `hubgen mcp` (the official TypeScript SDK): the tools an
// assistant calls (search, read, the API references, a request against the mock) and a resource per
// page (its Markdown twin, at the twin's own address). Every answer names the page it comes from.
// A mistake in the arguments (an unknown page, operation or schema, a missing path parameter) is a
// tool error the assistant can read and correct (`isError`, as the protocol asks for tool errors);
// arguments of the wrong shape are refused by the SDK against each tool's schema; an unknown
// resource is a protocol error. Nothing a client sends ends the process.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { HUBGEN_VERSION } from '../../support/paths.ts';
import type { DocsService } from './docs-service.ts';

const api = z.string().min(1).optional().describe('The API\'s id (list_apis); may be left out when the name is unique across the site\'s APIs.');
const scalar = z.union([z.string(), z.number(), z.boolean()]);

export function createDocsServer({ service, siteUrl }: { service: DocsService; siteUrl: string }): McpServer {
  const server = new McpServer(
    { name: 'hubgen-docs', version: HUBGEN_VERSION },
    { instructions: `The documentation site ${siteUrl}: search it, read its pages as Markdown, look up its APIs' operations and schemas, and try an operation against the site's mock API. Every result gives the address of the page it comes from: cite it.` },
  );
  registerReadingTools(server, service);
  registerApiTools(server, service);
  registerPages(server, service, siteUrl);
  return server;
}

function registerReadingTools(server: McpServer, service: DocsService): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: "Searches the site with its own search index and ranking (the search box's), in one locale and docs version. Returns each result's page and section address, its Markdown twin, and an excerpt.",
      inputSchema: {
        query: z.string().min(1).describe('Words, an endpoint path, an operationId or a field name.'),
        locale: z.string().min(1).optional().describe("A locale of the site (default: its default locale)."),
        version: z.string().min(1).optional().describe('A docs version (default: the current one).'),
        limit: z.number().int().min(1).max(12).optional().describe('At most this many results (default 12).'),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) => answer(await service.search(args), (results) => [json({ query: args.query, results })]),
  );
  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      description: "Returns a page's Markdown (the same text as its .md file on the site). Give its URL (absolute, or its path such as /docs/intro) or a doc's id (such as intro).",
      inputSchema: {
        page: z.string().min(1).describe('The page\'s URL or path, or a doc id.'),
        locale: z.string().min(1).optional().describe('For a doc id: the locale (default: the default locale).'),
        version: z.string().min(1).optional().describe('For a doc id: the docs version (default: the current one).'),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) => answer(await service.readPage(args), ({ page, markdown }) => [{ type: 'text', text: markdown }, pageLink(page.url, page.title)]),
  );
}

function registerApiTools(server: McpServer, service: DocsService): void {
  const readOnly = { readOnlyHint: true } as const;
  server.registerTool('list_apis', { title: 'List the APIs', description: 'The APIs the site documents: id, title, summary, reference page, its Markdown overview, tags and counts.', inputSchema: {}, annotations: readOnly }, async () => answer(await service.listApis(), (apis) => [json({ apis })]));
  server.registerTool(
    'list_operations',
    {
      title: 'List operations',
      description: "An API's operations (or every API's), filtered by tag and by words in their id, path, summary or description; each with its place on the reference page.",
      inputSchema: { api, tag: z.string().min(1).optional().describe('A tag name, as list_apis gives them.'), text: z.string().min(1).optional().describe('Words every listed operation contains.') },
      annotations: readOnly,
    },
    async (args) => answer(await service.listOperations(args), (operations) => [json({ operations })]),
  );
  server.registerTool(
    'get_operation',
    {
      title: 'Get an operation',
      description: "An operation's reference as Markdown (parameters, request body, responses, examples, samples: as its tag's .md file has it) and its parameters, request body and responses with their schemas resolved as JSON Schema.",
      inputSchema: { operationId: z.string().min(1).describe('The operationId (list_operations).'), api },
      annotations: readOnly,
    },
    async (args) => answer(await service.getOperation(args), ({ summary, markdown, schemas }) => [{ type: 'text', text: markdown }, json(schemas), pageLink(summary.url, summary.summary || summary.operationId)]),
  );
  server.registerTool(
    'get_schema',
    { title: 'Get a schema', description: "A component schema of an API: its fields as Markdown, and the schema resolved as JSON Schema.", inputSchema: { name: z.string().min(1).describe('The schema\'s name, e.g. Listing.'), api }, annotations: readOnly },
    async (args) => answer(await service.getSchema(args), (found) => [{ type: 'text', text: found.markdown }, json(found.schema), pageLink(found.url, found.name)]),
  );
  server.registerTool(
    'send_request',
    {
      title: 'Try an operation',
      description: "Sends an operation's request to the site's mock API (documented auth, validation, rate limit and example data; the mock's key is sent for you) and returns the status and body. target \"live\" calls the API's real server instead, only where the site allows it and the user started the server with a key.",
      inputSchema: {
        operationId: z.string().min(1),
        api,
        pathParams: z.record(z.string(), scalar).optional().describe('Values of the path\'s {parameters}.'),
        query: z.record(z.string(), z.union([scalar, z.array(scalar)])).optional(),
        headers: z.record(z.string(), z.string()).optional(),
        body: z.unknown().optional().describe('The request body: JSON (an object) or text.'),
        target: z.enum(['mock', 'live']).optional().describe('"mock" (default) or "live".'),
      },
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    async (args) => answer(await service.sendRequest(args), (outcome) => [json(outcome)]),
  );
}

/** A resource per page: its Markdown twin at the twin's address, listed with the page's title. */
function registerPages(server: McpServer, service: DocsService, siteUrl: string): void {
  const origin = new URL(siteUrl).origin;
  const template = new ResourceTemplate(`${origin}{+path}`, {
    list: async () => ({ resources: uniqueByUri((await service.pages()).map((page) => ({ uri: page.markdownUrl, name: page.markdown, title: page.title, description: page.description, mimeType: 'text/markdown' }))) }),
  });
  server.registerResource('page', template, { title: 'A page of the site, as Markdown', mimeType: 'text/markdown' }, async (uri) => {
    const found = await service.readTwin(uri.href);
    if (!found) throw new McpError(ErrorCode.InvalidParams, `no page has the Markdown file ${uri.href} (resources/list lists them)`);
    return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: found.markdown }] };
  });
}

type Content = CallToolResult['content'][number];

/** A tool's answer: its content, or the error the assistant is told about. */
function answer<T>(result: T | Error, content: (value: T) => Content[]): CallToolResult {
  if (result instanceof Error) return { isError: true, content: [{ type: 'text', text: result.message }] };
  return { content: content(result) };
}

function json(value: unknown): Content {
  return { type: 'text', text: JSON.stringify(value, null, 2) };
}

function pageLink(url: string, title: string): Content {
  return { type: 'resource_link', uri: url, name: title, mimeType: 'text/html', description: 'The page on the site' };
}

function uniqueByUri<T extends { uri: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.uri) && (seen.add(item.uri), true));
}
