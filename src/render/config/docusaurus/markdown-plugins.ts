// The site's own remark and rehype plugins: a Docusaurus config's docs options `beforeDefaultRemarkPlugins`,
// `remarkPlugins`, `beforeDefaultRehypePlugins` and `rehypePlugins`, which docgen's unified pipeline runs as
// Docusaurus's MDX compiler does (../../markdown/pipeline.ts). Each entry is a plugin (a function) or a plugin with
// its options (`[rehypeKatex, {strict: false}]`), as Docusaurus takes them; anything else, or a plugin from a package
// that is not installed, is an error at its option.
//
// Functions do not cross to worker threads, and a thread parses Markdown too: docgen's config keeps each list's
// description (`markdown.plugins`, names and options, which key every cache of parsed pages), and the processor of
// each thread (and of the main thread) gets the functions by importing the config again (`loadSitePlugins`), a
// bundle the first import left compiled on disk.
import path from 'node:path';
import type { Pluggable } from 'unified';
import { PLUGIN_LISTS, type MarkdownPlugins, type PluginList } from '../../markdown/site-plugins.ts';
import { contentHash } from '../../core/hash.ts';
import { importTs } from '../../core/import-module.ts';
import { keepModuleLocations } from '../../core/keep-locations.mjs';
import { findConfigFile } from '../discover.ts';
import type { MarkdownPluginNames } from '../schema.ts';
import { type OptionReader, describe, isPlainObject, join, type Plain } from './report.ts';
import { standIns } from './stand-ins.ts';
import { docsOptionsOf } from './plugins.ts';

/**
 * Reads the four lists of the docs options: what docgen's config records of them (each plugin's name and options),
 * with an error at the option of any entry docgen cannot run.
 */
export function readPluginLists(docs: OptionReader): MarkdownPluginNames | undefined {
  const names: Partial<MarkdownPluginNames> = {};
  for (const list of PLUGIN_LISTS) {
    if (!docs.has(list)) continue;
    const at = docs.origin(list);
    // A package's plugin that is not installed has been reported where the docs options were read: the list is not here.
    const value = docs.take(list);
    if (!Array.isArray(value)) {
      docs.report.error(at, `expected a list of remark or rehype plugins, found ${describe(value)}.`);
      continue;
    }
    const described: string[] = [];
    value.forEach((entry: unknown, i) => {
      const problem = entryProblem(entry);
      if (problem) docs.report.error({ file: at.file, path: join(at.path, i) }, problem.message, problem.hint);
      else described.push(describeEntry(entry));
    });
    names[list] = described;
  }
  return Object.values(names).some((list) => list.length) ? { ...emptyNames(), ...names } : undefined;
}

function emptyNames(): MarkdownPluginNames {
  return { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
}

/** Why docgen cannot run an entry of a plugin list, if it cannot. */
function entryProblem(entry: unknown): { message: string; hint?: string } | undefined {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  if (typeof plugin === 'function' && (!Array.isArray(entry) || entry.length <= 2)) return undefined;
  if (typeof plugin === 'string') return { message: `the plugin '${plugin}' is given by its name; docgen runs plugins given as themselves.`, hint: `Import it and list the import: \`import plugin from '${plugin}'\`, then \`[plugin]\`.` };
  return { message: `expected a plugin (a function) or [plugin, options], found ${describe(entry)}; docgen cannot run it.`, hint: 'Docusaurus and docgen take remark and rehype plugins as functions, alone or with their options.' };
}

/**
 * What names a plugin in the config's description: its function's name, its code (a plugin of the site's own folder
 * changes with it; a package's, with the lockfile, which keys every cache too) and its options.
 */
function isPluggable(entry: unknown): entry is Pluggable {
  return entryProblem(entry) === undefined;
}

function describeEntry(entry: unknown): string {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  const name = typeof plugin === 'function' ? plugin.name || 'anonymous plugin' : 'preset';
  return `${name} ${contentHash(String(plugin), safeJson(options))}`;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_, v: unknown) => (typeof v === 'function' ? String(v) : v)) ?? '';
  } catch {
    return String(value);
  }
}

/**
 * The site's plugins, imported again from its Docusaurus config: in each thread that parses Markdown, and in the
 * main thread. Undefined for a site whose config names none.
 */
export async function loadSitePlugins(root: string, names: MarkdownPluginNames | undefined): Promise<MarkdownPlugins | undefined> {
  if (!names) return undefined;
  const found = findConfigFile(root);
  if (found?.kind !== 'docusaurus') return undefined;
  const { plugin, choices } = standIns(found.file);
  const module = await importTs(path.resolve(root, found.file), root, { plugins: [plugin, keepModuleLocations], choices, commonJsGlobals: true });
  let exported: unknown = await module.default;
  if (typeof exported === 'function') exported = await exported();
  const docs: Plain = (isPlainObject(exported) && docsOptionsOf(exported)) || {};
  // Checked when the config was read (`readPluginLists`), and compared with what was read then below.
  const listed = (list: PluginList): Pluggable[] => {
    const entries = docs[list];
    return Array.isArray(entries) ? entries.filter(isPluggable) : [];
  };
  const plugins: MarkdownPlugins = {
    beforeDefaultRemarkPlugins: listed('beforeDefaultRemarkPlugins'),
    remarkPlugins: listed('remarkPlugins'),
    beforeDefaultRehypePlugins: listed('beforeDefaultRehypePlugins'),
    rehypePlugins: listed('rehypePlugins'),
  };
  // The config read now must be the one the build was configured with.
  for (const list of PLUGIN_LISTS) {
    const now = plugins[list].map(describeEntry);
    if (JSON.stringify(now) !== JSON.stringify(names[list])) throw new Error(`${found.file} changed while the site was built: its ${list} are not the ones the build started with.`);
  }
  return plugins;
}
