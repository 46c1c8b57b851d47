// "Did you mean …?": the candidate closest to a misspelt name by edit distance, if it is close
// enough to be a likely typo. Shared by link checking (routes, anchors) and OpenAPI $refs and tags.

export interface ClosestOptions {
  /** Distance always tolerated, however short the name; a third of the name's length otherwise. */
  slack: number;
  ignoreCase?: boolean;
}

export function closestMatch(target: string, candidates: Iterable<string>, { slack, ignoreCase = false }: ClosestOptions): string | undefined {
  const norm = (s: string) => (ignoreCase ? s.toLowerCase() : s);
  let best: string | undefined;
  let bestDistance = Math.max(slack, Math.floor(target.length / 3)) + 1;
  for (const candidate of candidates) {
    // Lengths further apart than the best distance so far cannot beat it.
    if (Math.abs(candidate.length - target.length) >= bestDistance) continue;
    const d = editDistance(norm(target), norm(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
