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

/** Whether `file` exists and holds code whose seal matches it. */
export function intactCode(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const at = text.lastIndexOf(SEAL);
  return at >= 0 && sealCode(text.slice(0, at)) === text;
}
