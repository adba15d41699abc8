// A worker thread's module as one ES module, made by esbuild from docgen's sources and kept in docgen's own
// `.docgen-cache/threads/` under the fingerprint of the modules it holds and the lockfile, as bin/docgen keeps the CLI. A thread then
// starts by loading one file, where compiling its modules one by one through tsx's loader cost about a second of CPU
// per thread (and a loader thread of its own). When esbuild cannot make the bundle (a syntax error in src/), the
// thread runs the sources through tsx, which reports the error as it always has.
//
// Writing a bundle removes the module's older ones (`<file name>.*`, made from other sources) once they are a day
// old, not an hour as bin/docgen does: a process names a module's bundle when it first needs it and starts threads
// from it for as long as it runs, and a `docgen serve` started from other sources may run for hours. (Two thread
// modules of one file name would prune each other's bundles, which would then be made again.)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { atomicWrite } from '../core/atomic-write.ts';
import { sourceFingerprint } from '../core/fingerprint.ts';
import { contentHash } from '../core/hash.ts';
import { bundleModule, SELF_LOCATING } from '../core/keep-locations.mjs';
import { pruneOtherVersions } from '../core/prune-files.mjs';
import { intactCode, sealCode } from '../core/sealed-code.mjs';
import { useEsbuild } from '../core/esbuild.ts';
import { CACHE as NAMESPACES, cachePath, DOCGEN_CACHE } from '../core/cache-namespaces.mjs';

const CACHE = cachePath(DOCGEN_CACHE, 'threads');

const made = new Map<string, Promise<URL | undefined>>();

/** The bundled module of `module` (a file: URL of src/), or undefined when it cannot be bundled. */
export function bundledModule(module: URL): Promise<URL | undefined> {
  let bundled = made.get(module.href);
  if (!bundled) {
    const unbundled = (error: { code?: string; message?: string }) => {
      // A syntax error is tsx's to report when the thread loads the sources; a package that cannot be bundled is said.
      if (error?.code === SELF_LOCATING) console.error(`docgen: ${error.message}; the thread runs from the sources meanwhile.`);
      return undefined;
    };
    made.set(module.href, (bundled = bundle(module).catch(unbundled)));
  }
  return bundled;
}

async function bundle(module: URL): Promise<URL> {
  const source = fileURLToPath(module);
  // Keyed by every module it bundles (relative imports followed), the bundling code and the lockfile.
  const out = path.join(CACHE, `${path.basename(source).replace(/\W/g, '_')}.${contentHash(sourceFingerprint(source), sourceFingerprint(import.meta.filename), module.href)}.mjs`);
  // Missing, or damaged since it was made: bundle again.
  if (!intactCode(out)) {
    const { code, map } = await useEsbuild(({ build }) => bundleModule(build, source, out));
    await mkdir(CACHE, { recursive: true });
    // The map first: the bundle names it.
    for (const [file, text] of [[`${out}.map`, map], [out, sealCode(code)]] as const) await atomicWrite(file, text);
    pruneOtherVersions(out, NAMESPACES.threads.pruneAfterMs);
  }
  return pathToFileURL(out);
}
