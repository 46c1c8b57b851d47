// Memory bound: when a document needs more memory than Node's heap allows, hubgen stops with a
// message naming the stage (exit 2, a hint to raise the limit), instead of dying of V8's fatal
// "heap out of memory" (exit 133/134, a native stack dump, nothing said about why). The OpenAPI
// stage, where one document can need the most, builds each document in a worker thread
// (site-apis.ts): running out there ends the thread, not hubgen. Elsewhere, loops over units of
// work (an operation, a page) call `checkHeap()` between units, and the logger after every stage:
// a check is one V8 statistics read, and the garbage collector runs only near the limit.
import v8 from 'node:v8';
import vm from 'node:vm';

/** Above this share of the heap limit after a full collection, the next unit could be the fatal one. */
const SHARE = 0.9;

export class OutOfMemoryError extends Error {
  readonly doing?: string;
  /** `doing`: the unit of work (an operation, a page, a document); `heap` when it was measured. */
  constructor({ doing, heap }: { doing?: string; heap?: { used: number; limit: number } }) {
    const held = heap ? `the heap holds ${mb(heap.used)} MB of its ${mb(heap.limit)} MB limit` : "it needs more memory than Node's heap allows";
    super(`out of memory${doing ? ` ${doing}` : ''}: ${held}`);
    this.name = 'OutOfMemoryError';
    this.doing = doing;
  }
}

/** Node's heap limit for this process (--max-old-space-size, or V8's default for the machine). */
export function heapLimit(): number {
  return v8.getHeapStatistics().heap_size_limit;
}

/** What to do: give Node a larger heap (twice the limit it has), or build less at once. */
export function memoryHint(): string {
  const next = Math.max(1024, Math.ceil((2 * heapLimit()) / 2 ** 20 / 256) * 256);
  return `Rerun with a larger heap for Node, e.g. NODE_OPTIONS=--max-old-space-size=${next} hubgen …, or split a very large OpenAPI document into several APIs.`;
}

/** Throws OutOfMemoryError when the live heap is near the limit; `doing` names the unit of work. */
export function checkHeap(doing?: string): void {
  const { used_heap_size: used, heap_size_limit: limit } = v8.getHeapStatistics();
  if (used < limit * SHARE) return;
  // Part of what is used may be garbage not collected yet: measure again after a full collection.
  collectGarbage();
  const after = v8.getHeapStatistics().used_heap_size;
  if (after >= limit * SHARE) throw new OutOfMemoryError({ doing, heap: { used: after, limit } });
}

/** V8's string and array size limits: also "the document needs more memory than this". */
export function isMemoryError(error: unknown): boolean {
  if (error instanceof OutOfMemoryError) return true;
  return error instanceof RangeError && /Invalid (string|array|typed array) length|Array buffer allocation failed/i.test(error.message);
}

let gc: (() => void) | undefined;
function collectGarbage(): void {
  // --expose-gc set at run time makes `gc` exist in contexts created afterwards; only near the limit.
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

function mb(bytes: number): number {
  return Math.round(bytes / 2 ** 20);
}
