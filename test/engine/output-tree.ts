// Output folders compared file by file, byte for byte, with a readable account of the first differences: which
// files one folder has and the other lacks, and for a file whose bytes differ, the text around the first difference.
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (dotfiles included), by path relative to it with `/` separators. */
export function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, abs).split(path.sep).join('/'), readFileSync(abs));
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Paths whose bytes differ between two trees, or that only one of them has. */
export function changedPaths(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  const all = new Set([...before.keys(), ...after.keys()]);
  return [...all]
    .filter((file) => {
      const a = before.get(file);
      const b = after.get(file);
      return !a || !b || !a.equals(b);
    })
    .sort();
}

/**
 * '' when `actual` holds exactly the files of `expected` with the same bytes; otherwise a report naming the missing,
 * extra and differing files, with context around the first difference of the first few differing files.
 */
export function treeDifference(actual: Map<string, Buffer>, expected: Map<string, Buffer>, labels = { actual: 'actual', expected: 'expected' }): string {
  const missing = [...expected.keys()].filter((f) => !actual.has(f));
  const extra = [...actual.keys()].filter((f) => !expected.has(f));
  const differing = [...expected.keys()].filter((f) => actual.has(f) && !actual.get(f)!.equals(expected.get(f)!));
  if (!missing.length && !extra.length && !differing.length) return '';
  const lines: string[] = [];
  const list = (what: string, files: string[]) => {
    if (!files.length) return;
    const shown = files.slice(0, 20);
    lines.push(`${what} (${files.length}): ${shown.join(', ')}${files.length > shown.length ? ', …' : ''}`);
  };
  list(`only in ${labels.expected}`, missing);
  list(`only in ${labels.actual}`, extra);
  list('bytes differ', differing);
  for (const file of differing.slice(0, 3)) lines.push(firstDifference(file, actual.get(file)!, expected.get(file)!, labels));
  return lines.join('\n');
}

function firstDifference(file: string, actual: Buffer, expected: Buffer, labels: { actual: string; expected: string }): string {
  let at = 0;
  while (at < actual.length && at < expected.length && actual[at] === expected[at]) at++;
  const binary = (b: Buffer) => b.subarray(0, 4096).includes(0);
  if (binary(actual) || binary(expected)) {
    return `${file}: first difference at byte ${at} (sizes ${actual.length} and ${expected.length}; binary)`;
  }
  const window = (b: Buffer) => JSON.stringify(b.subarray(Math.max(0, at - 120), at + 120).toString('utf8'));
  return [
    `${file}: first difference at byte ${at} (sizes ${actual.length} and ${expected.length})`,
    `  ${labels.expected}: …${window(expected)}…`,
    `  ${labels.actual}:${' '.repeat(Math.max(0, labels.expected.length - labels.actual.length))} …${window(actual)}…`,
  ].join('\n');
}

/** Copies a site's sources, leaving out what building and serving it produced (caches and output folders). */
export function copySources(from: string, to: string, produced: string[]): void {
  const skip = new Set(produced.map((p) => path.resolve(from, p)));
  cpSync(from, to, { recursive: true, filter: (source) => !skip.has(path.resolve(source)) });
}
