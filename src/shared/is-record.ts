/**
 * Whether `value` is an object whose fields can be read by name (not null, an array or a date): the first step of
 * every check of data docgen did not type itself (JSON read back from a cache file, a YAML frontmatter, a config's
 * export). After it, each field is `unknown` until checked, instead of cast to the shape the data should have.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
