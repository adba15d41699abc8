// The documented package's own sources, when they can change while its version stays the same: a package that is not
// installed from a registry (a folder of the site's repository, a workspace package, one linked with `npm link`). The
// files of an installed package are those of its version, which the API caches' keys name already. A local package's
// sources are hashed into those keys as well (./cache.ts), and `docgen serve` watches their folder, so an edit of a
// doc comment reaches the API Reference without a version bump or a deleted cache.
//
// The sources are the files under the entry point's folder, where a package keeps them (`src/`), with a TypeScript,
// JavaScript or JSON extension, outside node_modules and dot folders. A file the program reads from elsewhere (a
// sibling `types/` folder, another workspace package) is not among them: the cache then still follows the version.
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedApiConfig } from './config.ts';

/** A file that can be part of the documented program. */
export const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/;

/** The folder of the package's sources when the package is local, else undefined (an installed package). */
export function localSourceDir(config: Pick<ResolvedApiConfig, 'packageRoot' | 'entryPointPath'>): string | undefined {
  const installed = realpathSync(config.packageRoot).split(path.sep).includes('node_modules');
  return installed ? undefined : path.dirname(config.entryPointPath);
}

/** The local package's source files (absolute, sorted), or none for an installed package. */
export function localSourceFiles(config: Pick<ResolvedApiConfig, 'packageRoot' | 'entryPointPath'>): string[] {
  const dir = localSourceDir(config);
  if (!dir) return [];
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (SOURCE_FILE.test(entry.name)) files.push(file);
    }
  };
  walk(dir);
  return files.sort();
}
