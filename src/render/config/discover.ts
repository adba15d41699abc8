// Which configuration a project folder has: docgen's own site.config.ts, or else a Docusaurus site's
// docusaurus.config.{ts,js,mjs,…}, read through the adapter in ./docusaurus/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from '../core/hash.ts';
import { CONFIG_FILE } from './validate.ts';

/** The names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export type ConfigFile = { kind: 'docgen'; file: string } | { kind: 'docusaurus'; file: string };

/** The project's configuration file: site.config.ts when there is one, else a Docusaurus config, else none. */
export function findConfigFile(root: string): ConfigFile | undefined {
  if (existsSync(path.join(root, CONFIG_FILE))) return { kind: 'docgen', file: CONFIG_FILE };
  const docusaurus = DOCUSAURUS_CONFIG_FILES.find((file) => existsSync(path.join(root, file)));
  return docusaurus ? { kind: 'docusaurus', file: docusaurus } : undefined;
}

/**
 * The files a configuration is usually read from, whether or not they exist: the config files, a Docusaurus site's
 * usual sidebars file and typedoc.json. Their contents key the config a watch-mode build keeps in memory.
 */
export const CONFIG_INPUTS = [CONFIG_FILE, ...DOCUSAURUS_CONFIG_FILES, 'sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'typedoc.json', 'typedoc.jsonc'];

/** A key of the configuration's usual files as they are now. */
export function configInputsKey(root: string): string {
  return contentHash(
    ...CONFIG_INPUTS.map((file) => {
      try {
        return `${file}\0${contentHash(readFileSync(path.join(root, file)))}`;
      } catch {
        return `${file}\0missing`;
      }
    }),
  );
}
