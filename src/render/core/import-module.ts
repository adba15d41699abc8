import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { useEsbuild } from './esbuild.ts';
import { atomicWrite } from './atomic-write.ts';
import { contentHash } from './hash.ts';
import { NODE_MODULE } from './keep-locations.mjs';

export interface ImportOptions {
  /**
   * esbuild plugins that decide how imports resolve. With them, packages are no longer all left to Node: a plugin
   * sees every bare import, and one it leaves alone is bundled (a Docusaurus config's imports, ./docusaurus/).
   */
  plugins?: Plugin[];
  /**
   * Gives the module CommonJS's `require`, `__dirname` and `__filename`, as of its own file: configs written for
   * Node's CommonJS call `require.resolve('./sidebars.js')` or join paths to `__dirname`.
   */
  commonJsGlobals?: boolean;
}

/**
 * Imports a site's own TypeScript module (site.config.ts, `.tsx` pages) fresh from disk. esbuild compiles it and its
 * relative imports with docgen's settings (ES module, automatic JSX runtime) whatever the site's tsconfig says;
 * packages stay external and resolve from the site's node_modules. The compiled file is named by its content hash
 * under `<root>/.docgen-cache/modules`, so an edited module is a new module and an unchanged one is reused.
 */
export async function importTs(absPath: string, root: string, options: ImportOptions = {}): Promise<Record<string, unknown>> {
  const result = await useEsbuild(({ build }) =>
    build({
      ...NODE_MODULE,
      ...(options.plugins ? { packages: undefined, plugins: options.plugins } : {}),
      ...(options.commonJsGlobals ? { banner: { js: commonJsGlobals(absPath) } } : {}),
      entryPoints: [absPath],
    }),
  );
  const code = result.outputFiles[0].text;
  const dir = path.join(root, '.docgen-cache', 'modules');
  const file = path.join(dir, `${path.basename(absPath).replace(/\W/g, '_')}.${contentHash(code)}.mjs`);
  await mkdir(dir, { recursive: true });
  // Written on every import, so a damaged file is replaced; atomically, as another build may import it meanwhile.
  await atomicWrite(file, code);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/**
 * `require` as of the module's source file, whose `resolve` gives back a package's own name when it is not installed
 * (`require.resolve('@docusaurus/preset-classic')` names the preset either way); `__dirname` and `__filename`.
 */
function commonJsGlobals(absPath: string): string {
  const file = JSON.stringify(absPath);
  return [
    `import { createRequire as __docgenCreateRequire } from 'node:module';`,
    `const require = __docgenCreateRequire(${file});`,
    `const __docgenResolve = require.resolve;`,
    `require.resolve = (id, options) => { try { return __docgenResolve(id, options); } catch (error) { if (/^[./]/.test(id)) throw error; return id; } };`,
    `const __filename = ${file};`,
    `const __dirname = ${JSON.stringify(path.dirname(absPath))};`,
  ].join('\n');
}
