// The MDX processor's parser, without attempts that cannot succeed in the document at hand.
// GFM's email autolink may begin wherever an address can (any letter, digit, `+-._`), so micromark
// tries it at the start of every word of every paragraph: on the bench corpus that was a third of
// parsing a doc (2.05 → 1.31 ms a doc with micromark's core and GFM's autolinks alone). An address
// needs an `@`; in a document without one the construct fails every time it is tried, and leaving
// it out cannot change the tree.
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Processor } from 'unified';
import type { Construct, Extension } from 'micromark-util-types';

const EMAIL_AUTOLINK = 'emailAutolink';

export function remarkLeanParse(this: Processor) {
  const self = this;
  let lean: { from: Extension[]; to: Extension[] } | undefined;
  // remark-parse's parser, as it reads the plugins' extensions at parse time (plugins attach theirs
  // to `data`), with the lean list where the document has no `@`.
  self.parser = (doc: string) => {
    const all = (self.data('micromarkExtensions') ?? []) as Extension[];
    if (lean?.from !== all) lean = { from: all, to: all.map(withoutEmailAutolink) };
    return fromMarkdown(doc, {
      ...self.data('settings'),
      extensions: doc.includes('@') ? all : lean.to,
      mdastExtensions: self.data('fromMarkdownExtensions') ?? [],
    });
  };
}

/** The extension with GFM's email autolink taken out of its text constructs. */
function withoutEmailAutolink(extension: Extension): Extension {
  if (!extension.text) return extension;
  // Keys are character codes, and `null` (the end of the input): kept as the strings they are.
  const text: Record<string, Construct[]> = {};
  for (const [code, constructs] of Object.entries(extension.text)) {
    const list = ([] as Construct[]).concat(constructs as Construct | Construct[]).filter((construct) => construct.name !== EMAIL_AUTOLINK);
    if (list.length) text[code] = list;
  }
  return { ...extension, text: text as Extension['text'] };
}
