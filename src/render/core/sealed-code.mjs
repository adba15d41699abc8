// The bundles docgen runs from `.docgen-cache/` (the CLI, bin/docgen; each worker thread, ../threads/bundle.ts) end
// with a line holding the SHA-256 of the code before it. A bundle whose seal does not match (truncated by a full disk,
// garbled, edited by hand) is made again rather than run. Plain JavaScript: bin/docgen loads it before any compiler.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SEAL = '\n//# docgen-seal ';

/** The code with its seal appended. */
export function sealCode(code) {
  return `${code}${SEAL}${createHash('sha256').update(code).digest('hex')}\n`;
}

const SEAL_BYTES = Buffer.from(SEAL);

/**
 * Whether `file` exists and holds code whose seal matches it. On the bytes as read: decoding the CLI's 3.5 MB bundle
 * to a string and encoding it again to hash it cost 20-40 ms of every command, this ~3 ms.
 */
export function intactCode(file) {
  return readIntactCode(file) !== undefined;
}

/**
 * The code of `file` without its seal, as bytes, and its SHA-256 (the seal); undefined when the file is missing or
 * its seal does not match.
 */
export function readIntactCode(file) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const at = bytes.lastIndexOf(SEAL_BYTES);
  if (at < 0) return undefined;
  const code = bytes.subarray(0, at);
  const digest = createHash('sha256').update(code).digest();
  return bytes.subarray(at + SEAL_BYTES.length).toString('latin1') === `${digest.toString('hex')}\n` ? { code, digest } : undefined;
}
