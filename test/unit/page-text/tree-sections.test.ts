// A plain Markdown doc's searchable text, read from its compiled tree, is the text the search stage
// read from its rendered HTML before (html-sections.ts, on the same tree written as HTML); a doc
// with JSX or expressions has none from the tree (its components' text is only in its page).
import { describe, expect, it } from 'vitest';
import { compileMdxSource } from '../../../cli/mdx/mdx-processor.ts';
import { htmlSections } from '../../../cli/page-text/html-sections.ts';

const PLAIN = `# Ordering guide

Intro with **bold** and \`inline code\` and a [link](https://example.com).

## Place an order

Send the cart to the API:

\`\`\`json
{ "cartId": "c_1" }
\`\`\`

:::tip Ahead of time

Validate the cart first.

:::

### Order statuses

| Status | Meaning |
| --- | --- |
| new | Not yet accepted |

- one
- two
`;

describe('the searchable text of a compiled doc', () => {
  it('is cut at h2/h3 as from the rendered HTML: anchors, code blocks left out, admonitions and tables kept', async () => {
    const { meta } = await compileMdxSource({ file: '/site/content/docs/guide.md', body: PLAIN });
    expect(meta.search).toEqual({
      h1: 'Ordering guide',
      sections: [
        { heading: '', text: 'Intro with bold and inline code and a link.' },
        { id: 'place-an-order', depth: 2, heading: 'Place an order', text: 'Send the cart to the API: Ahead of time Validate the cart first.' },
        { id: 'order-statuses', depth: 3, heading: 'Order statuses', text: 'Status Meaning new Not yet accepted one two' },
      ],
    });
    expect(meta.search!.sections[1].text).not.toContain('cartId');
  });

  it('is, read by the HTML scanner from a page written here, the sections written here', () => {
    // The scanner is the oracle of the test below: its own output pinned on a small page (h1 apart,
    // anchors' "#" and code blocks left out, a table's cells as words).
    const html = '<h1>Guide</h1><p>Intro <strong>bold</strong>.</p><h2 id="a">A <a class="hash-link" href="#a">#</a></h2><p>Text a.</p><pre><code>skip()</code></pre><h3 id="b">B</h3><table><tr><td>x</td><td>y</td></tr></table>';
    expect(htmlSections(html)).toEqual({
      h1: 'Guide',
      sections: [
        { heading: '', text: 'Intro bold.' },
        { id: 'a', depth: 2, heading: 'A', text: 'Text a.' },
        { id: 'b', depth: 3, heading: 'B', text: 'x y' },
      ],
    });
  });

  it('matches what the HTML scanner reads from the same doc written as HTML', async () => {
    const { toHtml } = await import('hast-util-to-html');
    const { unified } = await import('unified');
    const remarkParse = (await import('remark-parse')).default;
    const remarkRehype = (await import('remark-rehype')).default;
    const remarkGfm = (await import('remark-gfm')).default;
    const { meta } = await compileMdxSource({ file: '/site/content/docs/guide.md', body: PLAIN.replace(/:::tip[\s\S]*?:::\n/, '') });
    // The same Markdown through plain remark → rehype, headings given the ids the compile gave them.
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
    const tree = await processor.run(processor.parse(PLAIN.replace(/:::tip[\s\S]*?:::\n/, '')));
    let next = 0;
    const ids = meta.toc.map((t) => t.id);
    const withIds = toHtml(tree).replace(/<h([23])>/g, (_, depth: string) => `<h${depth} id="${ids[next++]}">`);
    expect(meta.search).toEqual(htmlSections(withIds));
  });

  it('is left to the rendered page when the doc has JSX or an expression', async () => {
    for (const body of ['## A\n\nText <Badge />.\n', '## A\n\n<Tabs>\n\nText\n\n</Tabs>\n', '## A\n\nTotal: {1 + 1}\n']) {
      const { meta } = await compileMdxSource({ file: '/site/content/docs/x.mdx', body });
      expect(meta.search, body).toBeUndefined();
    }
  });
});
