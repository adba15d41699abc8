/**
 * `value`, where an invariant the compiler cannot see says it is there: a key known to be in a map, a match group
 * a regular expression always captures. Instead of a non-null assertion (`x!`), which lets a broken invariant run on
 * as `undefined` and fail later somewhere else, a missing value throws at once and names what was expected. A throw
 * here is a bug in docgen, not a mistake in the site.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`internal error: expected ${what}`);
  return value;
}
