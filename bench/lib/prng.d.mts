// Types of prng.mjs, for tests that draw a seeded sample the way the bench does.
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  sample<T>(items: readonly T[], count: number): T[];
}
export function createRng(key: string): Rng;
