// JSON as highlight.js's `json` grammar colours it (keys `hljs-attr`, strings, numbers, literals
// with a keyword inside; punctuation unstyled), read by a single scan instead of the grammar's
// regular-expression engine.
// Response and request examples are JSON, thousands of them in a large reference: highlighting them
// with lowlight took ~1 s of DigitalOcean's build. The tree is serialised by the same hast-util-to-html
// call, and the output is the same bytes (test/unit/render/highlight-json.test.ts compares them).
import type { Element, Root, RootContent } from 'hast';

const KEY_END = /\s*:/y;
const TOKEN = /("(?:[^"\\\r\n]|\\.)*")|(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?)|(true|false|null)|([\s{}[\],:]+)/y;

/** The tree of `code`, or undefined when it is not JSON as JSON.stringify writes it (lowlight then). */
export function jsonTree(code: string): Root | undefined {
  const children: RootContent[] = [];
  let text = '';
  const element = (className: string, child: Element['children'][number]): Element => ({ type: 'element', tagName: 'span', properties: { className: [className] }, children: [child] });
  const span = (className: string, value: string) => {
    if (text) children.push({ type: 'text', value: text });
    text = '';
    // The grammar marks a literal twice: `literal` around the keyword it matched.
    children.push(className === 'hljs-literal' ? element(className, element('hljs-keyword', { type: 'text', value })) : element(className, { type: 'text', value }));
  };
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < code.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(code);
    if (!match) return undefined;
    const [, string, number, literal, punctuation] = match;
    if (punctuation !== undefined) text += punctuation;
    else if (literal !== undefined) span('hljs-literal', literal);
    else if (number !== undefined) {
      // A digit right after a letter or digit is not a number to the grammar (`\b`): not JSON anyway.
      if (at > 0 && /\w/.test(code[at - 1]!)) return undefined;
      span('hljs-number', number);
    } else {
      // A key, as the grammar sees one: a string followed by a colon (`(?=\s*:)`).
      KEY_END.lastIndex = TOKEN.lastIndex;
      span(KEY_END.test(code) ? 'hljs-attr' : 'hljs-string', string!);
    }
  }
  if (text) children.push({ type: 'text', value: text });
  return { type: 'root', children };
}
