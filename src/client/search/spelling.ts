// One typo, forgiven: the pieces the engine's fallback uses when a query finds nothing as typed (engine.ts, `correct`).

/**
 * Whether `typed` becomes `term` by exactly one edit: a character inserted, deleted or replaced, or two neighbours
 * swapped (Damerau). Linear: after the common start, the rest must match with that one edit.
 */
export function oneEditApart(typed: string, term: string): boolean {
  const lengths = typed.length - term.length;
  if (typed === term || lengths > 1 || lengths < -1) return false;
  let i = 0;
  while (i < typed.length && typed[i] === term[i]) i++;
  if (lengths === 1) return typed.slice(i + 1) === term.slice(i);
  if (lengths === -1) return typed.slice(i) === term.slice(i + 1);
  return typed.slice(i + 1) === term.slice(i + 1) || (typed[i] === term[i + 1] && typed[i + 1] === term[i] && typed.slice(i + 2) === term.slice(i + 2));
}

/**
 * The two corrections with another first letter that the fallback also looks up, each in the one shard it would sit
 * in: a letter too many at the start ("xdepth") and the first two letters swapped ("edpth"). Other typos in the first
 * letter would need every shard, and go uncorrected.
 */
export function firstLetterEdits(typed: string): string[] {
  return [typed.slice(1), typed.charAt(1) + typed.charAt(0) + typed.slice(2)];
}

/**
 * A corrected term written the way the reader typed the word around the edit: "enableDeph" corrected to `enabledepth`
 * reads "enableDepth", "Deph" reads "Depth". The edited letters are the term's own.
 */
export function inTypedCase(typed: string, term: string): string {
  const lower = typed.toLowerCase();
  // Folded accents or special casing change the length: then the term as indexed is the best spelling there is.
  if (lower.length !== typed.length) return term;
  let start = 0;
  while (start < lower.length && start < term.length && lower[start] === term[start]) start++;
  let end = 0;
  while (end < lower.length - start && end < term.length - start && lower[lower.length - 1 - end] === term[term.length - 1 - end]) end++;
  return typed.slice(0, start) + term.slice(start, term.length - end) + typed.slice(typed.length - end);
}
