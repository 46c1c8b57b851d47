// Refuses parsed YAML that would hurt the stages after parsing. js-yaml shares one object for every
// `*alias`, so a "billion laughs" file parses quickly into a small graph that explodes only when
// walked (schema validation, model building, JSON output). We measure the expanded tree once,
// memoised per shared object, before anything else walks it. The same walk enforces the depth
// limit through aliases and rejects `__proto__` keys, which downstream `obj[key] = …` code could
// turn into prototype pollution.

import type { ApiDiagnostic } from './types.ts';
import { joinPointer } from './json-pointer.ts';
import type { SourceMap } from './source-positions.ts';

/** Nodes aliases may add beyond those written in the file. */
export const MAX_ALIAS_EXPANSION = 100_000;
export const MAX_DEPTH = 500;

interface Subtree {
  size: number;
  height: number;
}

class Refusal extends Error {
  constructor(
    readonly rule: string,
    message: string,
    readonly pointer: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

export function guardDocument(params: {
  value: unknown;
  file: string;
  positions: SourceMap;
  /** How many nodes the source itself contains; expansion beyond it comes from aliases. */
  writtenNodes: number;
}): ApiDiagnostic[] {
  const { value, file, positions, writtenNodes } = params;
  const budget = writtenNodes + MAX_ALIAS_EXPANSION;
  const measured = new Map<object, Subtree>();
  const diagnostics: ApiDiagnostic[] = [];

  function visit(node: unknown, depth: number, pointer: string): Subtree {
    if (typeof node !== 'object' || node === null) return { size: 1, height: 1 };
    const known = measured.get(node);
    if (known) {
      checkDepth(depth + known.height - 1, pointer);
      return known;
    }
    checkDepth(depth, pointer);
    let size = 1;
    let height = 0;
    for (const [key, child] of Object.entries(node)) {
      if (key === '__proto__') {
        const position = positions.keyPositionOf(joinPointer(pointer, key));
        diagnostics.push({
          severity: 'error',
          rule: 'unsafe-key',
          message: 'the key "__proto__" is not allowed (it could alter object prototypes)',
          file,
          ...position,
          hint: 'Rename or remove the key.',
        });
        continue;
      }
      const subtree = visit(child, depth + 1, joinPointer(pointer, key));
      size += subtree.size;
      height = Math.max(height, subtree.height);
    }
    if (size > budget) {
      throw new Refusal(
        'yaml-alias-bomb',
        `YAML aliases expand this document beyond ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} extra nodes ` +
          `("billion laughs"); refusing to load it`,
        pointer,
        'Use $ref to reuse parts of an OpenAPI document instead of nested YAML aliases.',
      );
    }
    const subtree = { size, height: height + 1 };
    measured.set(node, subtree);
    return subtree;
  }

  function checkDepth(depth: number, pointer: string): void {
    if (depth > MAX_DEPTH) {
      throw new Refusal(
        'yaml-too-deep',
        `nesting is deeper than ${MAX_DEPTH} levels (counting YAML aliases); refusing to load it`,
        pointer,
        'Flatten the structure, or move shared schemas to components and use $ref.',
      );
    }
  }

  try {
    visit(value, 1, '');
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const { line, column } = positions.positionOf(error.pointer);
    return [{ severity: 'error', rule: error.rule, message: error.message, file, line, column, hint: error.hint }];
  }
  return diagnostics;
}
