import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeThrown } from '../core/thrown.ts';
import { diskProblem } from '../core/disk-errors.ts';
import { importTs } from '../core/import-module.ts';
import { BuildError, type Diagnostic } from '../core/diagnostics.ts';
import { findConfigFile } from './discover.ts';
import { readDocusaurusConfig } from './docusaurus/load.ts';
import type { Origin } from './docusaurus/report.ts';
import type { SiteConfig } from './schema.ts';
import { isExternal } from '../../shared/urls.ts';
import { CONFIG_FILE, validateConfig } from './validate.ts';

/** A site's validated config, with where it came from. */
export interface LoadedConfig {
  config: SiteConfig;
  /** The files it was read from, project-relative: a change to one is a change of config. */
  files: string[];
  /** What reading it warned about (a Docusaurus option docgen does not use). */
  warnings: Diagnostic[];
  /**
   * For a Docusaurus site: the file and option each docgen config path was made from, so that a problem found later
   * about `site.config.ts`'s `docs.sidebars.guide[2]` names `sidebars.ts`'s `guide[2]` (see `relocate`).
   */
  origins: Record<string, Origin>;
}

/**
 * Loads and validates the project's config: `site.config.ts`, or else a Docusaurus site's `docusaurus.config.ts`
 * and sidebars through the adapter (./docusaurus/). The files are imported fresh each time (watch mode calls this
 * after every config edit), with TypeScript compiled on the fly.
 */
export async function loadSiteConfig(root: string): Promise<LoadedConfig> {
  const found = findConfigFile(root);
  if (!found) {
    throw new BuildError([
      {
        severity: 'error',
        file: CONFIG_FILE,
        message: 'the site configuration file was not found.',
        hint: `Create ${CONFIG_FILE} at ${root} (see docgen's user guide, docs/guide/configuration.md), or run docgen in a Docusaurus site's folder (one with docusaurus.config.ts).`,
      },
    ]);
  }
  if (found.kind === 'docgen') {
    const config = await loadConfig(root, found.file);
    const missing = missingFiles(config, root, found.file);
    if (missing.length) throw new BuildError(missing);
    return { config, files: [found.file, ...config.customCss], warnings: [], origins: {} };
  }
  const read = await readDocusaurusConfig(root, found.file);
  const { report } = read;
  if (report.errors.length) throw new BuildError(report.errors);
  const relocated = (diagnostics: Diagnostic[]) => new BuildError(diagnostics.map((d) => relocate(d, report.origins)));
  let config: SiteConfig;
  try {
    config = validateConfig(read.raw, found.file);
  } catch (error) {
    if (error instanceof BuildError) throw relocated(error.diagnostics);
    throw error;
  }
  const missing = missingFiles(config, root, found.file);
  if (missing.length) throw relocated(missing);
  return { config, files: read.files, warnings: report.warnings, origins: report.origins };
}

/** The files the config names that are not there: its stylesheets and its default link-preview image. */
function missingFiles(config: SiteConfig, root: string, file: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  config.customCss.forEach((css, i) => {
    if (!existsSync(path.join(root, css))) problems.push({ severity: 'error', file, configPath: `customCss[${i}]`, message: `the stylesheet ${css} does not exist.`, hint: 'Give its path from the project folder.' });
  });
  const image = config.image;
  if (image !== undefined && !isExternal(image) && !existsSync(path.join(root, config.staticDir, image.replace(/^\/+/, '')))) {
    problems.push({ severity: 'error', file, configPath: 'image', message: `the image ${image} is not in ${config.staticDir}/.`, hint: `Put it under ${config.staticDir}/ and give its path from there, e.g. img/card.png.` });
  }
  return problems;
}

/** Loads and validates `site.config.ts` (or `file`) from the project root. */
export async function loadConfig(root: string, file = CONFIG_FILE): Promise<SiteConfig> {
  const abs = path.resolve(root, file);
  if (!existsSync(abs)) {
    throw new BuildError([
      { severity: 'error', file, message: 'the site configuration file was not found.', hint: `Create ${file} at ${root} (see docgen's user guide, docs/guide/configuration.md).` },
    ]);
  }
  let mod: Record<string, unknown>;
  try {
    mod = await importTs(abs, root);
  } catch (error) {
    // The disk at fault (a read-only cache the compiled config is written to) is said as such by the command.
    if (diskProblem(error)) throw error;
    throw new BuildError([{ severity: 'error', file, message: `could not be loaded: ${describeThrown(error, root)}` }]);
  }
  if (mod.default === undefined) {
    throw new BuildError([{ severity: 'error', file, message: 'has no default export.', hint: 'End it with `export default defineConfig({ … })`.' }]);
  }
  return validateConfig(mod.default, file);
}

/**
 * A diagnostic about a docgen config path, moved to the Docusaurus option that path was made from: the longest
 * recorded path that starts it gives the file and option, and the rest of the path follows (`navbar.items[1].docId`
 * → `themeConfig.navbar.items[1].docId`). Diagnostics about other files, or of a site.config.ts, stay as they are.
 */
export function relocate(diagnostic: Diagnostic, origins: Record<string, Origin>): Diagnostic {
  const at = diagnostic.configPath;
  if (at === undefined) return diagnostic;
  let best: { key: string; origin: Origin } | undefined;
  for (const [key, origin] of Object.entries(origins)) {
    const starts = at === key || at.startsWith(`${key}.`) || at.startsWith(`${key}[`);
    if (starts && (best === undefined || key.length > best.key.length)) best = { key, origin };
  }
  if (best === undefined) return diagnostic;
  const { origin } = best;
  const rest = at.slice(best.key.length);
  const configPath = origin.path ? origin.path + rest : rest.replace(/^\./, '');
  return { ...diagnostic, file: origin.file, configPath: configPath || undefined };
}
