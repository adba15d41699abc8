import { createHash } from 'node:crypto';

/** Short content hash for file names and build ids. */
export function contentHash(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 10);
}
