// JSON Pointer (RFC 6901) helpers shared by the OpenAPI stage: diagnostics are located by pointer,
// and `$ref` fragments are pointers.

export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  let pointer = base;
  for (const segment of segments) pointer += '/' + escapeSegment(String(segment));
  return pointer;
}

/** Splits a pointer into unescaped segments; undefined when it is not a pointer at all. */
export function splitPointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The parent pointer, or undefined for the root. */
export function parentPointer(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

export function lastSegment(pointer: string): string {
  const segments = splitPointer(pointer);
  return segments && segments.length > 0 ? segments[segments.length - 1]! : '';
}

/**
 * The value a pointer designates, or undefined. Only own properties count: a `$ref` to
 * `#/components/schemas/constructor` must not find Object.prototype.constructor.
 */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  const segments = splitPointer(pointer);
  if (!segments) return undefined;
  let current: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else if (isRecord(current) && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
