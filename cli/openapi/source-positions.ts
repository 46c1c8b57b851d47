// Maps JSON pointers to 1-based line:column in a YAML or JSON source, so every diagnostic can name
// the exact spot. Built from js-yaml's `listener` events while the file is parsed (one pass, no
// second parser): each node's start offset is recorded, then pointers are derived from the tree.

import type { EventType, State } from 'js-yaml';
import { isRecord, joinPointer, parentPointer } from './json-pointer.ts';

export interface SourcePosition {
  line: number;
  column: number;
}

/** One parsed node as js-yaml reported it: where it starts, what it became, its child nodes. */
interface NodeRecord {
  start: number;
  kind: string | null;
  result: unknown;
  children: NodeRecord[];
}

export class SourceMap {
  constructor(
    private readonly lineStarts: number[],
    private readonly values: Map<string, number>,
    private readonly keys: Map<string, number>,
    private readonly collections: Set<string>,
  ) {}

  /**
   * Where a diagnostic about the value at `pointer` should point: the key for mappings and
   * sequences (their own first line is a child's), the value itself for scalars. Pointers into
   * values the map does not know (reached through an alias, or merged) fall back to the nearest
   * ancestor that it knows.
   */
  positionOf(pointer: string): SourcePosition {
    for (let p: string | undefined = pointer; p !== undefined; p = parentPointer(p)) {
      const key = this.keys.get(p);
      const value = this.values.get(p);
      if (key !== undefined && (value === undefined || this.collections.has(p))) return this.toPosition(key);
      if (value !== undefined) return this.toPosition(value);
    }
    return { line: 1, column: 1 };
  }

  /** The position of the mapping key that names `pointer` (falls back like `positionOf`). */
  keyPositionOf(pointer: string): SourcePosition {
    const key = this.keys.get(pointer);
    return key === undefined ? this.positionOf(pointer) : this.toPosition(key);
  }

  /** The position of the value itself, even for mappings. */
  valuePositionOf(pointer: string): SourcePosition {
    const value = this.values.get(pointer);
    return value === undefined ? this.positionOf(pointer) : this.toPosition(value);
  }

  positionOfOffset(offset: number): SourcePosition {
    return this.toPosition(offset);
  }

  private toPosition(offset: number): SourcePosition {
    // Binary search for the last line starting at or before the offset.
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low]! + 1 };
  }
}

export interface PositionRecorder {
  listener: (this: State, event: EventType, state: State) => void;
  /** Number of nodes written in the source (an alias counts once). */
  nodeCount(): number;
  finish(): SourceMap;
}

export function createPositionRecorder(text: string): PositionRecorder {
  const stack: { openedAt: number; children: NodeRecord[] }[] = [{ openedAt: 0, children: [] }];
  let count = 0;

  function listener(event: EventType, state: State): void {
    if (event === 'open') {
      stack.push({ openedAt: state.position, children: [] });
      return;
    }
    const frame = stack.pop()!;
    const siblings = stack[stack.length - 1]!.children;
    const only = frame.children.length === 1 ? frame.children[0]! : undefined;
    if (only && Object.is(only.result, state.result) && only.kind === state.kind) {
      // js-yaml probes for a block mapping by reading a would-be first key; when no `:` follows,
      // that probe *is* the node (every block scalar value, a JSON file's top `{…}`), reported
      // nested inside it. Keep one record.
      siblings.push(only);
      return;
    }
    count += 1;
    const kind = (state.kind as string | null) ?? null;
    const empty = kind === null && state.result === null;
    siblings.push({
      // A node opens before the separating whitespace; an empty value keeps its open offset.
      start: empty ? frame.openedAt : skipBlanks(text, frame.openedAt),
      kind,
      result: state.result,
      children: kind === 'mapping' || kind === 'sequence' ? frame.children : [],
    });
  }

  function finish(): SourceMap {
    const values = new Map<string, number>();
    const keys = new Map<string, number>();
    const collections = new Set<string>();
    const root = stack[0]!.children[stack[0]!.children.length - 1];
    if (root) indexNode(root, '', { values, keys, collections });
    return new SourceMap(lineStartsOf(text), values, keys, collections);
  }

  return { listener, nodeCount: () => count, finish };
}

interface Index {
  values: Map<string, number>;
  keys: Map<string, number>;
  collections: Set<string>;
}

function indexNode(node: NodeRecord, pointer: string, index: Index): void {
  index.values.set(pointer, node.start);
  if (node.kind === 'mapping' && isRecord(node.result)) {
    index.collections.add(pointer);
    indexMapping(node, node.result, pointer, index);
  } else if (node.kind === 'sequence' && Array.isArray(node.result)) {
    index.collections.add(pointer);
    indexSequence(node, node.result, pointer, index);
  }
}

/**
 * Children of a mapping arrive as key, value, key, value… A key without a value (`? a` or `{a}`)
 * breaks that rhythm, so each pair is checked against the parsed object before it is trusted.
 */
function indexMapping(node: NodeRecord, mapping: Record<string, unknown>, pointer: string, index: Index): void {
  const children = node.children;
  for (let i = 0; i < children.length; ) {
    const key = String(children[i]!.result);
    const value = children[i + 1];
    const childPointer = joinPointer(pointer, key);
    if (value && key === '<<') {
      i += 2; // merge key: its value's keys belong to this mapping but have no source of their own
    } else if (value && Object.hasOwn(mapping, key) && Object.is(mapping[key], value.result)) {
      index.keys.set(childPointer, children[i]!.start);
      const start = value.kind === null && value.result === null ? children[i]!.start : value.start;
      indexNode({ ...value, start }, childPointer, index);
      i += 2;
    } else {
      if (Object.hasOwn(mapping, key)) index.keys.set(childPointer, children[i]!.start);
      i += 1;
    }
  }
}

/** Items of a sequence, matched in order; an empty `-` item produces no node and is skipped. */
function indexSequence(node: NodeRecord, items: unknown[], pointer: string, index: Index): void {
  let child = 0;
  for (let item = 0; item < items.length && child < node.children.length; item += 1) {
    if (Object.is(items[item], node.children[child]!.result)) {
      indexNode(node.children[child]!, joinPointer(pointer, item), index);
      child += 1;
    }
  }
}

/** Skips spaces, line breaks and comments: where a node's own text begins. */
function skipBlanks(text: string, offset: number): number {
  let i = offset;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 0x20 || ch === 0x09 || ch === 0x0a || ch === 0x0d) i += 1;
    else if (ch === 0x23 /* # */) while (i < text.length && text.charCodeAt(i) !== 0x0a) i += 1;
    else break;
  }
  return i;
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
