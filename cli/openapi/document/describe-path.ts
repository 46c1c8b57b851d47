// Turns a JSON pointer into the path authors read in messages: paths['/listings'].get.parameters[0].in

import { splitPointer } from './json-pointer.ts';

export function describePath(pointer: string): string {
  const segments = splitPointer(pointer) ?? [];
  if (segments.length === 0) return 'the document';
  let path = '';
  for (const segment of segments) {
    if (/^(0|[1-9]\d*)$/.test(segment)) path += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) path += path === '' ? segment : `.${segment}`;
    else path += `['${segment.replace(/'/g, "\\'")}']`;
  }
  return path;
}
