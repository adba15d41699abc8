// How heavy TypeDoc's conversion of a package will be, told before it starts, from the size of the TypeScript sources
// beside its entry point. The content stage decides from it where the pages are parsed while the conversion runs.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/**
 * From this many bytes of sources, a conversion is heavy. A package's own sources predict the size of its TypeDoc
 * project (the SDK's 2.5 MB give 5.6 MB of JSON), and so whether the API pages are made in threads of their own after
 * the conversion (PAGES_HERE_BELOW in ./index.ts: from 500 KB of JSON, about 230 KB of sources at that ratio). Beside a
 * heavy conversion the pages are parsed in a thread, which gives its memory back when it ends, rather than in the
 * build's heap; beside a light one, in the build's thread, which saves a thread that would load the markdown pipeline
 * and Shiki's grammars again. The measurements that set it:
 * - the SDK (2.5 MB of sources, 43 pages): parsed in the build's thread, the cold build peaked at 767-813 MB against
 *   611-614 MB with a parse thread, for no wall time gained (three pairs);
 * - the Docusaurus fixture (7 KB of sources, 33 pages): parsed in the build's thread, 3.05 s and 5.1 s of CPU against
 *   3.51 s and 5.2 s with a parse thread (five alternating pairs).
 */
const HEAVY_FROM_BYTES = 256 * 1024;

const SOURCE = /\.(?:[cm]?ts|tsx)$/;

/**
 * Whether converting the package whose entry point this is will be heavy (see HEAVY_FROM_BYTES): the TypeScript
 * sources in the entry point's folder and below, counted until the bound is reached. `node_modules` and hidden
 * folders (`.git`, `.docgen-cache`: an entry point may be at a project's root) are left out, symbolic links are not
 * followed, and a folder or file that cannot be read counts for nothing: this only chooses where pages are parsed.
 */
export function conversionIsHeavy(entryPointPath: string): boolean {
  let bytes = 0;
  const pending = [path.dirname(entryPointPath)];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    for (const entry of entries(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) pending.push(full);
      } else if (entry.isFile() && SOURCE.test(entry.name)) {
        bytes += statSync(full, { throwIfNoEntry: false })?.size ?? 0;
        if (bytes >= HEAVY_FROM_BYTES) return true;
      }
    }
  }
  return false;
}

function entries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
