import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { highlight, highlightTree } from '../../../cli/openapi/view/highlight.ts';

const JSON_EXAMPLE = '{\n  "id": 1042,\n  "tags": ["mug", "gift"],\n  "price": 12.5\n}';

/** The text a reader sees: tags dropped, entities decoded. */
function text(html: string): string {
  const named: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&' };
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') ? `0x${name.slice(2)}` : name.slice(1))) : (named[name] ?? entity),
    );
}

describe('highlighted code', () => {
  it('colours what the theme colours and leaves punctuation as text, for generated examples and description code alike', () => {
    for (const html of [highlight(JSON_EXAMPLE, 'json'), toHtml(highlightTree(JSON_EXAMPLE, 'json'))]) {
      expect(html).not.toContain('hljs-punctuation');
      expect(html).toContain('<span class="hljs-attr">"id"</span>: <span class="hljs-number">1042</span>,');
      expect(html).toContain('[<span class="hljs-string">"mug"</span>, <span class="hljs-string">"gift"</span>]');
      expect(text(html)).toBe(JSON_EXAMPLE);
    }
  });

  it('keeps the text of a JavaScript sample whole', () => {
    const code = "const response = await fetch('https://api.example.com/v1/things', { method: 'POST' });\nconsole.log(response.status >= 200 && response.status < 300);";
    const html = highlight(code, 'javascript');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(text(html)).toBe(code);
  });
});
