// JSON as highlight.js's `json` grammar colours it (keys `hljs-attr`, strings, numbers, literals
// with a keyword inside; punctuation unstyled), read by a single scan instead of the grammar's
// regular-expression engine.
// Response and request examples are JSON, thousands of them in a large reference: highlighting them
// with lowlight took ~1 s of DigitalOcean's build. The output is the same bytes
// (test/unit/openapi/highlight-json.test.ts compares them).

const KEY_END = /\s*:/y;
const TOKEN = /("(?:[^"\\\r\n]|\\.)*")|(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?)|(true|false|null)|([\s{}[\],:]+)/y;

/**
 * The highlighted HTML of `code`, or undefined when it is not JSON as JSON.stringify writes it
 * (lowlight then). Written directly, as hast-util-to-html writes the grammar's tree (text escapes
 * `<` and `&` only): building that tree and serialising it cost as much as the scan.
 */
export function jsonHtml(code: string): string | undefined {
  let html = '';
  const span = (className: string, value: string) => {
    const text = escapeText(value);
    // The grammar marks a literal twice: `literal` around the keyword it matched.
    html += className === 'hljs-literal' ? `<span class="hljs-literal"><span class="hljs-keyword">${text}</span></span>` : `<span class="${className}">${text}</span>`;
  };
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < code.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(code);
    if (!match) return undefined;
    const [, string, number, literal, punctuation] = match;
    if (punctuation !== undefined) html += punctuation;
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
  return html;
}

/** Text as hast-util-to-html escapes it: `<` and `&` as hexadecimal character references. */
function escapeText(text: string): string {
  return /[<&]/.test(text) ? text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;') : text;
}
