// The documented package's own sources, when they can change while its version stays the same: a package that is not
// installed from a registry (a folder of the site's repository, a workspace package, one linked with `npm link`). The
// files of an installed package are those of its version, which the API caches' keys name already. A local package's
// sources are hashed into those keys as well (./cache.ts), and `docgen serve` watches its folder, so an edit of a doc
// comment reaches the API Reference without a version bump or a deleted cache.
//
// The sources are the TypeScript files in the package's folder (by its real path, so a linked package is read where
// it lives), outside node_modules and dot folders. That is every file TypeDoc documents from: what lies outside the
// package is external (./convert.ts). JavaScript and JSON files are not among them, so that a site inside the
// package, or a package that is the site, does not key its API Reference on its own build output. Links inside the
// folder are not followed.
import { readdirSync, realpathSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { readStamped } from '../core/stamped-read.ts';
import type { ResolvedApiConfig } from './config.ts';

/** A file that can be one of a local package's sources. */
export const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;

/**
 * The real path of the package's folder when the package is local, else undefined: a package whose folder is in a
 * `node_modules` folder the site's own path does not hold is installed.
 */
export function localSourceDir(config: Pick<ResolvedApiConfig, 'packageRoot' | 'root'>): string | undefined {
  const real = realpathSync(config.packageRoot);
  const installed = path.relative(realpathSync(config.root), real).split(path.sep).includes('node_modules');
  return installed ? undefined : real;
}

/**
 * What the local package's sources add to a key: each one's path in the package and the hash of its content (read
 * again only when its stamp changed); nothing for an installed package.
 */
export function localSourcesKey(config: Pick<ResolvedApiConfig, 'packageRoot' | 'root'>): string[] {
  const dir = localSourceDir(config);
  if (!dir) return [];
  return sourcesUnder(dir).flatMap((file) => [path.relative(dir, file).replaceAll('\\', '/'), readStamped(file)?.hash ?? 'missing']);
}

/** The source files under `dir` (absolute, sorted). */
function sourcesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      // Removed or unreadable since its parent was listed (an editor's scratch folder): it holds no source to key.
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name)) files.push(file);
    }
  };
  walk(dir);
  return files.sort();
}
