// esbuild's errors, told as the author's: a location inside compiled MDX or a route's entry file is
// moved to the same line of the doc it was compiled from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Message } from 'esbuild';
import type { Problem } from '../support/errors.ts';

export function toProblem(message: Message, sourceOf: Map<string, string>, outRoot: string): Problem {
  const loc = message.location;
  const compiledFile = loc ? path.resolve(outRoot, loc.file) : undefined;
  const source = compiledFile ? sourceOf.get(compiledFile) : undefined;
  if (source && loc) {
    if (/No matching export in .* for import "default"/.test(message.text)) {
      return { file: source, message: 'the page module has no default export', hint: 'Add `export default function Page() { … }`.' };
    }
    // The location is inside compiled MDX or an entry file: find the same line in the author's file.
    return { file: source, ...positionInSource(source, loc.lineText), message: message.text, hint: loc.lineText ? `in: ${loc.lineText.trim()}` : undefined };
  }
  return { file: compiledFile ?? 'hubgen', line: loc?.line, column: loc ? loc.column + 1 : undefined, message: message.text };
}

/** Where a line of compiled output (an import MDX keeps verbatim) stands in the author's file. */
function positionInSource(file: string, lineText: string): { line?: number; column?: number } {
  const needle = lineText.trim();
  if (!needle) return {};
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const lines = source.split(/\r?\n/);
  const index = lines.findIndex((l) => l.includes(needle));
  return index === -1 ? {} : { line: index + 1, column: lines[index].indexOf(needle) + 1 };
}
