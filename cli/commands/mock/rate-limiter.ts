// The platform's rate limit (spec section 9): 40 requests per minute per key, then 429. A sliding
// window over the times of accepted requests; the clock is a parameter so tests move time instead
// of sleeping.

export const RATE_LIMIT = { limit: 40, windowMs: 60_000 };

export interface RateLimiter {
  /** Counts a request for the key; false when the key has used up its window (the request is refused, not counted). */
  take(params: { key: string }): boolean;
  /** Forgets every request, e.g. between two samples that must not share a budget. */
  reset(): void;
}

export function createRateLimiter({ limit, windowMs, now }: { limit: number; windowMs: number; now: () => number }): RateLimiter {
  const accepted = new Map<string, number[]>();
  return {
    take({ key }) {
      const at = now();
      const recent = (accepted.get(key) ?? []).filter((time) => at - time < windowMs);
      const allowed = recent.length < limit;
      if (allowed) recent.push(at);
      accepted.set(key, recent);
      return allowed;
    },
    reset: () => accepted.clear(),
  };
}
