import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { atomicWrite } from './atomic-write.ts';
import { contentHash } from './hash.ts';
import { NODE_MODULE } from './keep-locations.mjs';

/**
 * Imports a site's own TypeScript module (site.config.ts, `.tsx` pages) fresh from disk. esbuild compiles it and its
 * relative imports with docgen's settings (ES module, automatic JSX runtime) whatever the site's tsconfig says;
 * packages stay external and resolve from the site's node_modules. The compiled file is named by its content hash
 * under `<root>/.docgen-cache/modules`, so an edited module is a new module and an unchanged one is reused.
 */
export async function importTs(absPath: string, root: string): Promise<Record<string, unknown>> {
  const result = await build({ ...NODE_MODULE, entryPoints: [absPath] });
  const code = result.outputFiles[0].text;
  const dir = path.join(root, '.docgen-cache', 'modules');
  const file = path.join(dir, `${path.basename(absPath).replace(/\W/g, '_')}.${contentHash(code)}.mjs`);
  await mkdir(dir, { recursive: true });
  // Written on every import, so a damaged file is replaced; atomically, as another build may import it meanwhile.
  await atomicWrite(file, code);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}
