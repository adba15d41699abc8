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

/** Levenshtein's, one row of the table at a time: `left`, `up` and `diagonal` are the cells the next one is made of. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let distance = b.length;
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let left = i;
    let diagonal = i - 1;
    for (const [j, up] of prev.slice(1).entries()) {
      left = Math.min(up + 1, left + 1, diagonal + (a.charAt(i - 1) === b.charAt(j) ? 0 : 1));
      diagonal = up;
      cur.push(left);
    }
    prev = cur;
    distance = left;
  }
  return distance;
}
