// What a site's own code threw, in words. JavaScript can throw anything: an Error, a string, an object, undefined.
// Reading `.message` of what is not an Error printed "undefined"; the value itself says more.
import { inspect } from 'node:util';

/** The message of an Error (its first line), a thrown string as it is, anything else as it would print. */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message.split('\n')[0]!;
  if (typeof value === 'string') return value;
  return `it threw ${inspect(value, { depth: 2, breakLength: Infinity })} (not an Error)`;
}
