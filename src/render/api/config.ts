// What the API Reference is built from and where it links to: the `api` section of site.config.ts, validated by
// `apiConfigSchema` (part of the config schema, so its errors name the config field). `resolveApiConfig` fills the
// defaults, makes paths absolute and reads the package's package.json once, so the later stages never touch the file
// system for settings.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { THREE_DOCS } from './external-links.ts';
import { isRecord } from '../../shared/is-record.ts';

export const apiConfigSchema = z.strictObject({
  /** npm name of the documented package; its package.json gives the version for source links and the cache key. */
  packageName: z.string().min(1),
  /** The entry module TypeDoc starts from, relative to the project root. */
  entryPoint: z.string().min(1),
  /** Docs-only tsconfig (relative to the project root): which files and type packages the program sees. */
  tsconfig: z.string().min(1),
  /**
   * Source link for "Defined in": `{version}`, `{path}` (relative to the package root, `src/core/Core.ts`) and
   * `{line}` are replaced. Up to `{path}`, it also makes relative links in doc comments point into the repository.
   * Without it, pages do not link to the sources.
   */
  sourceLinkTemplate: z.string().includes('{path}', { message: 'must contain {path}, where the file goes' }).optional(),
  /** Route segment under the site base: pages live at `{base}{routeBase}/classes/Name`. */
  routeBase: z.string().min(1).default('api'),
  /** The API index's title and its sidebar category's label (default: "{site title} API"). */
  title: z.string().min(1).optional(),
  /** Sidebar id the pages belong to. */
  sidebarId: z.string().min(1).default('typedocSidebar'),
  /**
   * The order of the kinds, in the sidebar and on the index, by their plural (`Classes`, `Enumerations`, `Functions`,
   * `Interfaces`, `Type Aliases`, `Variables`), as TypeDoc's `groupOrder`: `*` places the kinds not listed, which
   * follow in alphabetical order (at the end without `*`). Without it, alphabetical.
   */
  groupOrder: z.array(z.string().min(1)).optional(),
  /** three.js documentation, for types the package takes from three.js: `{name}` is the class; members add `{member}`. */
  threeDocs: z.strictObject({ page: z.string(), member: z.string() }).default(THREE_DOCS),
});

/** The `api` section as site.config.ts writes it. */
export type ApiConfigInput = z.input<typeof apiConfigSchema>;
/** The `api` section with its defaults. */
export type ApiConfig = z.output<typeof apiConfigSchema>;

export interface ResolvedApiConfig extends ApiConfig {
  root: string;
  /** Absolute paths. */
  entryPointPath: string;
  tsconfigPath: string;
  /** Directory holding the package's package.json; TypeDoc source paths are relative to it. */
  packageRoot: string;
  packageVersion: string;
}

export function resolveApiConfig(config: ApiConfigInput, root: string): ResolvedApiConfig {
  // Without zod's JIT, as the config is parsed (../config/validate.ts).
  const merged = apiConfigSchema.parse(config, { jitless: true });
  const entryPointPath = path.resolve(root, merged.entryPoint);
  const tsconfigPath = path.resolve(root, merged.tsconfig);
  for (const [field, file] of [
    ['entryPoint', entryPointPath],
    ['tsconfig', tsconfigPath],
  ] as const) {
    if (!existsSync(file)) throw new Error(`api.${field}: ${path.relative(root, file)} does not exist`);
  }
  const { dir, version } = findPackage(entryPointPath, merged.packageName);
  return { ...merged, root, entryPointPath, tsconfigPath, packageRoot: dir, packageVersion: version };
}

/**
 * Walks up from the entry point to the package.json named `packageName`. Reading it by path (not `require.resolve`)
 * matters: a package's `exports` map need not expose `./package.json`.
 */
function findPackage(from: string, packageName: string): { dir: string; version: string } {
  let dir = path.dirname(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (isRecord(pkg) && pkg.name === packageName) return { dir, version: typeof pkg.version === 'string' ? pkg.version : '0.0.0' };
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`api.packageName: no package.json named '${packageName}' above ${from}`);
    dir = parent;
  }
}

/** Fills the source-link template; undefined when the site links to no sources. */
export function sourceUrl(config: Pick<ResolvedApiConfig, 'sourceLinkTemplate' | 'packageVersion'>, file: string, line: number): string | undefined {
  return config.sourceLinkTemplate
    ?.replaceAll('{version}', config.packageVersion)
    .replaceAll('{path}', file)
    .replaceAll('{line}', String(line));
}

/**
 * What "Defined in" shows for a declaration at `file` (relative to the package root); undefined when the site links to
 * no sources. A declaration outside the package (a member inherited from three.js, declared in
 * `../@types/three/src/core/Object3D.d.ts`) is named by its path in `node_modules`, with no link: the SDK's repository
 * does not hold that file, and the template would make a link that 404s.
 */
export function sourceLink(config: Pick<ResolvedApiConfig, 'sourceLinkTemplate' | 'packageVersion'>, file: string, line: number): { label: string; href?: string } | undefined {
  const href = sourceUrl(config, file, line);
  if (href === undefined) return undefined;
  if (!file.startsWith('../')) return { label: `${file}:${line}`, href };
  const inModules = file.lastIndexOf('node_modules/');
  const outside = inModules >= 0 ? file.slice(inModules + 'node_modules/'.length) : file.replace(/^(\.\.\/)+/, '');
  return { label: `${outside}:${line}` };
}

/**
 * A whole file in the SDK's repository (for relative links in comments): the source-link template up to `{path}`;
 * undefined when the site links to no sources.
 */
export function repositoryFileUrl(config: Pick<ResolvedApiConfig, 'sourceLinkTemplate' | 'packageVersion'>, file: string): string | undefined {
  const template = config.sourceLinkTemplate;
  if (template === undefined) return undefined;
  const cut = template.indexOf('{path}');
  const upToPath = cut >= 0 ? template.slice(0, cut + '{path}'.length) : template;
  return upToPath.replaceAll('{version}', config.packageVersion).replaceAll('{path}', file);
}
