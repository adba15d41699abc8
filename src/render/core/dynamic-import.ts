// `import()` of what the CLI's bundle leaves out: the packages in UNBUNDLED_PACKAGES (./keep-locations.mjs) and
// modules docgen compiles at run time (a site's config, an MDX page's module). Code that runs in the CLI imports them
// through `dynamicImport`, never with `import()` itself: bin/docgen runs the bundle from V8's code cache
// (./code-cache.mjs), where Node 20 has no `import()` for it, and puts its own in IMPORT_HOOK. Run any other way
// (through tsx, in a thread's bundle), this is plain `import()`. test/render/core/dynamic-import.test.ts finds any
// other `import()` of the CLI's code.
import { IMPORT_HOOK } from './import-hook.mjs';

type Importer = (specifier: string) => Promise<unknown>;

/**
 * `import(specifier)`, typed as `M` (`dynamicImport<typeof import('shiki/core')>('shiki/core')`). `specifier` is a
 * package's name or an absolute `file:` URL: a relative one would resolve from wherever the code runs (the launcher's
 * module, a thread's bundle), not from the caller's file.
 */
export function dynamicImport<M>(specifier: string): Promise<M> {
  if (specifier.startsWith('.')) return Promise.reject(new Error(`dynamicImport('${specifier}'): name a package or an absolute file: URL`));
  const launcher = (globalThis as { [IMPORT_HOOK]?: Importer })[IMPORT_HOOK];
  return (launcher ? launcher(specifier) : import(specifier)) as Promise<M>;
}
