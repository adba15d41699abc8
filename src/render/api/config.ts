// What the API Reference is built from and where it links to. Site config supplies an `ApiConfig` (every field
// optional); `resolveApiConfig` fills defaults, makes paths absolute and reads the SDK's package.json once, so the
// later stages never touch the file system for settings.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiConfig {
  /** npm name of the documented package; its package.json gives the version for source links and the cache key. */
  packageName: string;
  /** The SDK entry module TypeDoc starts from, relative to the project root. */
  entryPoint: string;
  /** Docs-only tsconfig (relative to the project root): which files and type packages the program sees. */
  tsconfig: string;
  /**
   * Source link for "Defined in": `{version}`, `{path}` (relative to the package root, `src/core/Core.ts`) and
   * `{line}` are replaced. Upstream publishes from GitHub releases; whether every release has a `v{version}` tag was
   * not verifiable offline, which is why this is configurable.
   */
  sourceLinkTemplate: string;
  /** Route segment under the site base: pages live at `{base}{routeBase}/classes/Name`. */
  routeBase: string;
  /** Sidebar id the pages belong to. */
  sidebarId: string;
  /** three.js documentation: `{name}` is the class; member links add `{member}`. */
  threeDocs: { page: string; member: string };
}

export const DEFAULT_API_CONFIG: ApiConfig = {
  packageName: 'xrblocks',
  entryPoint: 'node_modules/xrblocks/src/xrblocks.ts',
  tsconfig: 'src/render/api/tsconfig.xrblocks.json',
  sourceLinkTemplate: 'https://github.com/google/xrblocks/blob/v{version}/{path}#L{line}',
  routeBase: 'api',
  sidebarId: 'typedocSidebar',
  // The JSDoc-generated three.js docs (2025) route pages by hash and put members after a dot, as their own
  // page script writes them into the address bar (utils/docs/template/static/scripts/page.js).
  threeDocs: { page: 'https://threejs.org/docs/#{name}', member: 'https://threejs.org/docs/#{name}.{member}' },
};

export interface ResolvedApiConfig extends ApiConfig {
  root: string;
  /** Absolute paths. */
  entryPointPath: string;
  tsconfigPath: string;
  /** Directory holding the package's package.json; TypeDoc source paths are relative to it. */
  packageRoot: string;
  packageVersion: string;
}

export function resolveApiConfig(config: Partial<ApiConfig>, root: string): ResolvedApiConfig {
  const merged: ApiConfig = {
    ...DEFAULT_API_CONFIG,
    ...config,
    threeDocs: { ...DEFAULT_API_CONFIG.threeDocs, ...config.threeDocs },
  };
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
 * matters: xrblocks' `exports` map does not expose `./package.json`.
 */
function findPackage(from: string, packageName: string): { dir: string; version: string } {
  let dir = path.dirname(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === packageName) return { dir, version: pkg.version ?? '0.0.0' };
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`api.packageName: no package.json named '${packageName}' above ${from}`);
    dir = parent;
  }
}

/** Fills the source-link template. */
export function sourceUrl(config: Pick<ResolvedApiConfig, 'sourceLinkTemplate' | 'packageVersion'>, file: string, line: number): string {
  return config.sourceLinkTemplate
    .replaceAll('{version}', config.packageVersion)
    .replaceAll('{path}', file)
    .replaceAll('{line}', String(line));
}

/** A whole file in the SDK's repository (for relative links in comments): the source-link template up to `{path}`. */
export function repositoryFileUrl(config: Pick<ResolvedApiConfig, 'sourceLinkTemplate' | 'packageVersion'>, file: string): string {
  const template = config.sourceLinkTemplate;
  const cut = template.indexOf('{path}');
  const upToPath = cut >= 0 ? template.slice(0, cut + '{path}'.length) : template;
  return upToPath.replaceAll('{version}', config.packageVersion).replaceAll('{path}', file);
}
