// Maps JSON pointers to 1-based line:column in a YAML or JSON source, so every diagnostic can name
// the exact spot. Built from js-yaml's `listener` events while the file is parsed (one pass, no
// second parser): each node's start offset is recorded, then pointers are derived from the tree
// when a position is first asked for.

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

/**
 * The pointers are derived on first use: most files of a document are never asked for a position
 * (only those with a diagnostic are), and indexing every node of DigitalOcean's ~2,900 files under
 * its pointer was ~0.1 s of each OpenAPI thread's parse, plus the garbage of the pointer strings.
 */
export class SourceMap {
  private indexed: (Index & { lineStarts: number[] }) | undefined;

  constructor(private readonly build: () => Index & { lineStarts: number[] }) {}

  private get index(): Index & { lineStarts: number[] } {
    return (this.indexed ??= this.build());
  }

  /** A map that knows no position: each is the file's start. */
  static empty(): SourceMap {
    return new SourceMap(() => ({ values: new Map(), keys: new Map(), collections: new Set(), lineStarts: [0] }));
  }

  /** The map `source` gives when first asked (a file another thread parsed, parsed here only then). */
  static later(source: () => SourceMap): SourceMap {
    return new SourceMap(() => source().index);
  }

  /**
   * Where a diagnostic about the value at `pointer` should point: the key for mappings and
   * sequences (their own first line is a child's), the value itself for scalars. Pointers into
   * values the map does not know (reached through an alias, or merged) fall back to the nearest
   * ancestor that it knows.
   */
  positionOf(pointer: string): SourcePosition {
    const { keys, values, collections } = this.index;
    for (let p: string | undefined = pointer; p !== undefined; p = parentPointer(p)) {
      const key = keys.get(p);
      const value = values.get(p);
      if (key !== undefined && (value === undefined || collections.has(p))) return this.toPosition(key);
      if (value !== undefined) return this.toPosition(value);
    }
    return { line: 1, column: 1 };
  }

  /** The position of the mapping key that names `pointer` (falls back like `positionOf`). */
  keyPositionOf(pointer: string): SourcePosition {
    const key = this.index.keys.get(pointer);
    return key === undefined ? this.positionOf(pointer) : this.toPosition(key);
  }

  /** The position of the value itself, even for mappings. */
  valuePositionOf(pointer: string): SourcePosition {
    const value = this.index.values.get(pointer);
    return value === undefined ? this.positionOf(pointer) : this.toPosition(value);
  }

  positionOfOffset(offset: number): SourcePosition {
    return this.toPosition(offset);
  }

  private toPosition(offset: number): SourcePosition {
    const { lineStarts } = this.index;
    // Binary search for the last line starting at or before the offset.
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
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
    const root = stack[0]!.children[stack[0]!.children.length - 1];
    return new SourceMap(() => {
      const index: Index = { values: new Map(), keys: new Map(), collections: new Set() };
      if (root) indexNode(root, '', index);
      return { ...index, lineStarts: lineStartsOf(text) };
    });
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
