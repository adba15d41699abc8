// The whole-site files as path → text, whether a file is held in memory or stored in the cache (src/render/core/file-store.ts).
import { readFileSync } from 'node:fs';
import type { TextFile } from '../../src/render/core/file-store.ts';
import { unreachable } from '../../src/shared/unreachable.ts';

export function textOf(file: TextFile): string {
  switch (file.kind) {
    case 'content':
      return file.content;
    case 'stamped':
      return readFileSync(file.from, 'utf8');
    default:
      return unreachable(file);
  }
}

export function textFiles(files: readonly TextFile[]): Map<string, string> {
  return new Map(files.map((file) => [file.path, textOf(file)]));
}
