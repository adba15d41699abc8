// A scratch copy of the site for the benchmark to build, edit and serve, so that the real content is never touched
// and the bench's cold builds never delete the repository's own .docgen-cache (other builds and tests use it).
//
// It lives inside the repository (default `.docgen-cache/bench-site/`) so that module resolution still walks up to
// the repository's node_modules. content/, site.config.ts, tsconfig.api.json (the API Reference's program, named by
// site.config.ts), tsconfig.json (with tsconfig.base.json, which it extends) and package.json are copied; src/ and
// node_modules/ are symbolic links, because the config imports `./src/…` and the API Reference reads
// `node_modules/xrblocks` relative to the site's root. The copy has its own `.docgen-cache/` and `build/`.
//
// Commands run with the repository as their working directory and `--root <copy>`: tsx takes the JSX settings from
// the tsconfig.json of the working directory, and only applies them to files its `include` covers (the real src/).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SiteCopy {
  /** The copy's root (holds site.config.ts). */
  root: string;
  /** Its build cache, `<root>/.docgen-cache`: removed for a cold build. */
  cacheDir: string;
  /** Where the bench builds it, `<root>/build`. */
  outDir: string;
  /** Absolute path of a file of the copy. */
  file(rel: string): string;
  /** Edits a file of the copy; `restore` puts every edited file back as it was copied. */
  write(rel: string, content: string): void;
  read(rel: string): string;
  restore(): void;
  remove(): void;
}

export function makeSiteCopy(repo: string, root = path.join(repo, '.docgen-cache', 'bench-site')): SiteCopy {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const name of ['content', 'site.config.ts', 'tsconfig.api.json', 'tsconfig.json', 'tsconfig.base.json', 'package.json']) {
    if (existsSync(path.join(repo, name))) cpSync(path.join(repo, name), path.join(root, name), { recursive: true });
  }
  for (const name of ['src', 'node_modules']) symlinkSync(path.relative(root, path.join(repo, name)), path.join(root, name));
  const originals = new Map<string, string>();
  const file = (rel: string) => path.join(root, rel);
  return {
    root,
    cacheDir: path.join(root, '.docgen-cache'),
    outDir: path.join(root, 'build'),
    file,
    read: (rel) => readFileSync(file(rel), 'utf8'),
    write(rel, content) {
      if (!originals.has(rel)) originals.set(rel, readFileSync(file(rel), 'utf8'));
      writeFileSync(file(rel), content);
    },
    restore() {
      for (const [rel, content] of originals) writeFileSync(file(rel), content);
      originals.clear();
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
