import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeThrown } from '../core/thrown.ts';
import { importTs } from '../core/import-module.ts';
import { BuildError } from '../core/diagnostics.ts';
import type { SiteConfig } from './schema.ts';
import { CONFIG_FILE, validateConfig } from './validate.ts';

/**
 * Loads and validates `site.config.ts` from the project root. The file is imported fresh each time (watch mode calls
 * this after every config edit), with TypeScript compiled on the fly.
 */
export async function loadConfig(root: string, file = CONFIG_FILE): Promise<SiteConfig> {
  const abs = path.resolve(root, file);
  if (!existsSync(abs)) {
    throw new BuildError([
      { severity: 'error', file, message: 'the site configuration file was not found.', hint: `Create ${file} at ${root} (see README.md, "Configuration").` },
    ]);
  }
  let mod: Record<string, unknown>;
  try {
    mod = await importTs(abs, root);
  } catch (error) {
    throw new BuildError([{ severity: 'error', file, message: `could not be loaded: ${describeThrown(error)}` }]);
  }
  if (mod.default === undefined) {
    throw new BuildError([{ severity: 'error', file, message: 'has no default export.', hint: 'End it with `export default defineConfig({ … })`.' }]);
  }
  return validateConfig(mod.default, file);
}
