// What a site's own code threw, in words. JavaScript can throw anything: an Error, a string, an object, undefined.
// Reading `.message` of what is not an Error printed "undefined"; the value itself says more. And what a caught
// error's `message` and `code` are, read without assuming it is an Error.
import path from 'node:path';
import { inspect } from 'node:util';

/** The few errors that are enough to find the first mistake; esbuild can report hundreds after a missing brace. */
const SHOWN_ERRORS = 3;

/**
 * The message of an Error (its first line), a thrown string as it is, anything else as it would print. An esbuild
 * failure (a syntax error in a config, an import that does not resolve) gives each error's file:line:column and text
 * instead: its message says only "Build failed with 1 error:" on its first line. `root`: the folder its files are
 * named from (default: the working folder, from which esbuild names them).
 */
export function describeThrown(value: unknown, root?: string): string {
  const located = esbuildErrors(value, root);
  if (located) return located;
  if (value instanceof Error) return firstLine(value.message);
  if (typeof value === 'string') return value;
  return `it threw ${inspect(value, { depth: 2, breakLength: Infinity })} (not an Error)`;
}

/** The message of a caught error: an Error's (or an error-like object's) `message`, anything else as a string. */
export function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : String(error);
}

/** The `code` of a caught error (`ENOENT`, `ERR_WORKER_OUT_OF_MEMORY`), when it has one. */
export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function firstLine(text: string): string {
  const end = text.indexOf('\n');
  return end < 0 ? text : text.slice(0, end);
}

interface EsbuildMessage {
  text: string;
  location: { file: string; line: number; column: number } | null;
}

function esbuildErrors(value: unknown, root: string | undefined): string | undefined {
  if (!(value instanceof Error) || !('errors' in value) || !Array.isArray(value.errors) || !value.errors.every(isEsbuildMessage)) return undefined;
  const errors: EsbuildMessage[] = value.errors;
  if (!errors.length) return undefined;
  const lines = errors.slice(0, SHOWN_ERRORS).map(({ text, location }) => {
    if (!location) return text;
    const file = root ? path.relative(root, path.resolve(location.file)) : location.file;
    // esbuild counts columns from 0; editors and every other location docgen prints count from 1.
    return `${file}:${location.line}:${location.column + 1}: ${text}`;
  });
  const more = errors.length - lines.length;
  return lines.join('; ') + (more > 0 ? ` (and ${more} more error${more > 1 ? 's' : ''})` : '');
}

function isEsbuildMessage(value: unknown): value is EsbuildMessage {
  if (typeof value !== 'object' || value === null || !('text' in value) || typeof value.text !== 'string' || !('location' in value)) return false;
  const { location } = value;
  return location === null || (typeof location === 'object' && 'file' in location && 'line' in location && 'column' in location);
}
