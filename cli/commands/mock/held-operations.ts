// The mock's operations as it builds them: each made when it is first asked for (its definition
// copied, its openapi-backend set up), then kept for the next request, within a bound. A document's
// operations with every $ref expanded can be far more than memory holds (Elasticsearch's: over 449
// million objects), so what is kept weighs at most MAX_HELD_OBJECTS; past it, the operations asked
// for least recently are let go, and made again if asked for again.

/** Objects and arrays the kept operations' definitions may hold together. */
export const MAX_HELD_OBJECTS = 4_000_000;

export interface HeldOperations<T> {
  /** The operation's value, made now unless it is kept. */
  get(id: string): Promise<T>;
}

export function heldOperations<T>({ make, limit = MAX_HELD_OBJECTS }: { make(id: string): Promise<{ value: T; objects: number }>; limit?: number }): HeldOperations<T> {
  // A Map iterates in insertion order: an operation asked for again is moved to the end, so the first is the least recently used.
  const held = new Map<string, { made: Promise<T>; objects: number }>();
  let weight = 0;
  const letGo = () => {
    for (const [id, entry] of held) {
      if (weight <= limit || held.size <= 1) return;
      held.delete(id);
      weight -= entry.objects;
    }
  };
  return {
    get(id) {
      const kept = held.get(id);
      if (kept) {
        held.delete(id);
        held.set(id, kept);
        return kept.made;
      }
      const entry: { made: Promise<T>; objects: number } = {
        made: make(id).then(({ value, objects }) => {
          // (One let go while it was being made is not counted: it is not kept.)
          if (held.get(id) === entry) {
            entry.objects = objects;
            weight += objects;
            letGo();
          }
          return value;
        }),
        objects: 0,
      };
      held.set(id, entry);
      // A failed make is not kept: the next request tries again.
      entry.made.catch(() => held.get(id) === entry && held.delete(id));
      return entry.made;
    },
  };
}
