// llms-full.txt: every page's Markdown in one file, for an assistant that would rather read the whole
// site at once than follow llms.txt's links. Each page's twin as it is, a `Source:` line with its
// address after its title. Over the size cap (config `agents.llmsFullMaxBytes`), the docs and
// pages stay in llms-full.txt and each API reference gets a file of its own, llms-full-<api id>.txt:
// a reader of the guides does not pay for every operation. llms.txt links each file it writes.
import type { ResolvedConfig } from '../config/load-config.ts';
import type { MarkdownTwin } from './markdown-twins.ts';
import type { AbsoluteUrl } from './absolute-url.ts';

export const LLMS_FULL_MAX_BYTES = 500_000;

export interface LlmsFullFile {
  /** URL path: '/llms-full.txt', '/llms-full-admin.txt'. */
  path: string;
  text: string;
}

export function llmsFullFiles({ config, groups, absoluteUrl }: { config: ResolvedConfig; groups: { docs: MarkdownTwin[]; apis: { id: string; title: string; twins: MarkdownTwin[] }[] }; absoluteUrl: AbsoluteUrl }): { files: LlmsFullFile[]; links: { title: string; path: string; notes: string }[] } {
  const sourceOf = (twin: MarkdownTwin) => absoluteUrl({ siteUrl: config.url, baseUrl: config.baseUrl, path: twin.page ?? pageOf(twin.path) });
  const sections = (twins: MarkdownTwin[]) => twins.map((twin) => withSource(twin.markdown, sourceOf(twin)));
  const header = (what: string) => [`# ${config.title}${what}`, '', ...(config.tagline ? [`> ${config.tagline}`, ''] : [])].join('\n') + '\n';
  const docs = sections(groups.docs);
  const apis = groups.apis.map((api) => ({ api, sections: sections(api.twins) }));
  const whole = header('') + [...docs, ...apis.flatMap((a) => a.sections)].join('\n');
  const cap = config.agents?.llmsFullMaxBytes ?? LLMS_FULL_MAX_BYTES;
  if (Buffer.byteLength(whole) <= cap || apis.length === 0) {
    return { files: [{ path: '/llms-full.txt', text: whole }], links: [{ title: 'Every page in one file', path: '/llms-full.txt', notes: `the Markdown of every page above, ${kilobytes(whole)}` }] };
  }
  const docsText = header(': guides') + docs.join('\n');
  const files = [{ path: '/llms-full.txt', text: docsText }, ...apis.map(({ api, sections }) => ({ path: `/llms-full-${api.id}.txt`, text: header(`: ${api.title}`) + sections.join('\n') }))];
  const links = [
    { title: 'Every guide in one file', path: '/llms-full.txt', notes: `the Markdown of every docs page and page, ${kilobytes(docsText)}` },
    ...apis.map(({ api }, i) => ({ title: `The ${api.title} in one file`, path: files[i + 1].path, notes: `every operation and schema, ${kilobytes(files[i + 1].text)}` })),
  ];
  return { files, links };
}

/** The page a twin is the Markdown of: '/docs/intro.md' → '/docs/intro', '/api-reference/index.md' → '/api-reference/'. */
export function pageOf(twinPath: string): string {
  return twinPath.endsWith('/index.md') ? twinPath.slice(0, -'index.md'.length) : twinPath.replace(/\.md$/, '');
}

/** The twin with `Source: <url>` under its title line. */
function withSource(markdown: string, url: string): string {
  const end = markdown.indexOf('\n');
  return end < 0 ? `${markdown}\n\nSource: ${url}\n` : `${markdown.slice(0, end)}\n\nSource: ${url}${markdown.slice(end)}`;
}

function kilobytes(text: string): string {
  return `${Math.max(1, Math.round(Buffer.byteLength(text) / 1000))} kB`;
}
