// "Did you mean …?" for unknown doc ids, routes and API symbols.

/** The candidates nearest to `target` by edit distance. */
export function closest(target: string, candidates: string[], count: number): string[] {
  return candidates
    .map((c) => ({ c, d: editDistance(target.toLowerCase(), c.toLowerCase()) }))
    .filter(({ c, d }) => d <= Math.max(3, Math.floor(Math.max(target.length, c.length) / 2)))
    .sort((a, b) => a.d - b.d || a.c.localeCompare(b.c))
    .slice(0, count)
    .map(({ c }) => c);
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}
