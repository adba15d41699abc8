// What docgen's own code contributes to a cached markdown result: the source of every module a given entry module
// runs, followed through its relative imports (static and dynamic; `import type` shapes no output and is not
// followed), and the lockfile, which pins unified, remark, Shiki, YAML and the rest. A change to any of them, in
// this folder or elsewhere in src/ (hash.ts, shared/…), gives every result a new key.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from '../hash.ts';

const SRC = path.resolve(import.meta.dirname, '../..');
const LOCKFILE = path.resolve(SRC, '../package-lock.json');

/**
 * `from './x.ts'`, `import './x.ts'`, `import('./x.ts')` and `new URL('./x.ts', …)` (a worker thread's module) with a
 * relative specifier, in statements and expressions.
 */
const RELATIVE_IMPORT = /(?:\b(import|export)\b(\s+type\b)?(?:[^'"`;]*?\bfrom\s*|\s*\(\s*|\s+)|\bnew\s+URL\(\s*)(['"])(\.{1,2}\/[^'"]+)\3/g;

const memo = new Map<string, string>();

/** Hash of the modules `entries` (absolute paths) run, their relative imports followed, and of the lockfile. */
export function sourceFingerprint(...entries: string[]): string {
  const id = entries.join('\0');
  let hash = memo.get(id);
  if (!hash) {
    const files = [...moduleGraph(entries)].sort();
    const lock = existsSync(LOCKFILE) ? readFileSync(LOCKFILE, 'utf8') : '';
    hash = contentHash(...files.flatMap((file) => [path.relative(SRC, file).split(path.sep).join('/'), readFileSync(file, 'utf8')]), lock);
    memo.set(id, hash);
  }
  return hash;
}

/** Every module reachable from `entries` through relative imports (type-only imports excepted). */
export function moduleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      if (match[2]) continue; // import type / export type
      queue.push(path.resolve(path.dirname(file), match[4]));
    }
  }
  return seen;
}
