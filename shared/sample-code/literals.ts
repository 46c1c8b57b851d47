// How each sample language writes a string and a JSON value as source code. Every writer quotes what
// it takes from the document (names, URLs, example values), so no example can break a sample's syntax.

/** A double-quoted literal in the C family (Python, Go, Java, C#): JSON's escapes are valid in each. */
export function doubleQuoted(text: string): string {
  return JSON.stringify(text);
}

/** A single-quoted literal (PHP, Ruby, shell-free JavaScript): only `\` and `'` are special. */
export function singleQuoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export interface DataStyle {
  null: string;
  true: string;
  false: string;
  string: (text: string) => string;
  /** Between a key and its value: ': ' or ' => '. */
  pair: string;
  object: [open: string, close: string];
  /** An empty object, where the object brackets would read as an empty list (PHP). */
  emptyObject?: string;
}

/** A JSON value as a literal of the language's own data (a Python dict, a PHP array), indented by two-space steps. */
export function dataLiteral(value: unknown, style: DataStyle, indent = ''): string {
  if (value === null || value === undefined) return style.null;
  if (value === true) return style.true;
  if (value === false) return style.false;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : style.null;
  if (typeof value === 'string') return style.string(value);
  const inner = indent + '    ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + dataLiteral(item, style, inner)).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return style.emptyObject ?? style.object.join('');
  const lines = entries.map(([key, item]) => `${inner}${style.string(key)}${style.pair}${dataLiteral(item, style, inner)}`);
  return `${style.object[0]}\n${lines.join(',\n')},\n${indent}${style.object[1]}`;
}

/** The body of a JSON request as the text it sends, pretty-printed. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** Each line but the first indented, for a multi-line value placed inside indented code. */
export function indentLines(text: string, by: string): string {
  return text.replace(/\n/g, `\n${by}`);
}

/** `user:password` → [user, password]; a basic credential without a colon is all user. */
export function basicPair(basic: string): [user: string, password: string] {
  const colon = basic.indexOf(':');
  return colon < 0 ? [basic, ''] : [basic.slice(0, colon), basic.slice(colon + 1)];
}

/** Form fields as the urlencoded text a form sends. */
export function formText(fields: [string, string][]): string {
  return new URLSearchParams(fields).toString();
}

/** True when names repeat (an array sent as repeated fields): a map literal cannot hold them. */
export function namesRepeat(fields: [string, string][]): boolean {
  return new Set(fields.map(([name]) => name)).size < fields.length;
}
