// The MDX parser leaves GFM's email autolink out of documents with no `@` (cli/mdx/lean-parse.ts):
// the tree must be the one the full parser gives, for every other GFM construct, and an address
// must still become a link.
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import { remarkLeanParse } from '../../../cli/mdx/lean-parse.ts';

const full = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const lean = unified().use(remarkParse).use(remarkMdx).use(remarkLeanParse).use(remarkGfm).use(remarkDirective);

const GFM_WITHOUT_AT = `# Autolinks and friends

Visit www.example.com, https://example.com/path?q=1 and http://example.org. Words like plus+minus
and snake_case_names, dotted.names and hy-phens stay text.

| Field | Type |
|:--|--:|
| ~~old~~ | new[^1] |

- [x] done
- [ ] to do

:::note
A directive.
:::

[^1]: A footnote.
`;

function links(tree: unknown): string[] {
  const found: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') found.push(node.url!);
    node.children?.forEach((child) => walk(child as typeof node));
  };
  walk(tree as Parameters<typeof walk>[0]);
  return found;
}

describe('lean MDX parse', () => {
  it('gives the full parser’s tree for a document without an @', () => {
    const tree = lean.parse(GFM_WITHOUT_AT);
    expect(tree).toEqual(full.parse(GFM_WITHOUT_AT));
    expect(links(tree)).toEqual(['http://www.example.com', 'https://example.com/path?q=1', 'http://example.org']);
  });

  it('still links an email address', () => {
    const doc = `${GFM_WITHOUT_AT}\nWrite to support@example.com or sales.team+docs@example.org.\n`;
    const tree = lean.parse(doc);
    expect(tree).toEqual(full.parse(doc));
    expect(links(tree)).toContain('mailto:support@example.com');
    expect(links(tree)).toContain('mailto:sales.team+docs@example.org');
  });
});
