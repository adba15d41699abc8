// The site's stylesheets. The main one: Infima's custom properties (./infima.ts), then the theme's CSS files in a fixed
// order, minified by esbuild and content-hashed; then the site's own stylesheets (config `customCss`, a Docusaurus
// site's `theme.customCss`) after them, so that they win. Beside it, Infima's content classes, which only the pages
// using them link, before the main one, as Docusaurus loads Infima before its theme and the site's CSS.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Message } from 'esbuild';
import { isRecord } from '../../shared/is-record.ts';
import { BuildError, type Diagnostic } from '../core/diagnostics.ts';
import { contentHash } from '../core/hash.ts';
import { useEsbuild } from '../core/esbuild.ts';
import { CACHE, cachePath } from '../core/cache-namespaces.mjs';
import { sourceFingerprint } from '../core/fingerprint.ts';
import { keepFresh, pruneFiles } from '../core/prune-files.mjs';
import { readSealed, writeSealed } from '../core/sealed-file.ts';
import { readInfima } from './infima.ts';

/** Files that must come first; the rest follow alphabetically. */
const ORDER = ['base.css', 'layout.css', 'content.css'];

const TARGET = ['chrome100', 'firefox100', 'safari15'];

export interface Stylesheets {
  css: { file: string; code: string };
  /** Infima's content classes (./infima-classes.ts). */
  infima: { file: string; code: string };
}

export async function buildStylesheets(themeDir: string): Promise<Stylesheets> {
  const stylesDir = path.join(themeDir, 'styles');
  const names = (await fg('*.css', { cwd: stylesDir })).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const theme = (await Promise.all(names.map((name) => readFile(path.join(stylesDir, name), 'utf8')))).join('\n');
  const infima = await readInfima(theme);
  const [css, classes] = await useEsbuild(({ transform }) =>
    Promise.all([transform(`${infima.properties}\n${theme}`, { loader: 'css', minify: true, target: TARGET }), transform(infima.classes, { loader: 'css', minify: true, target: TARGET })]),
  );
  return {
    css: { file: `assets/style.${contentHash(css.code)}.css`, code: css.code },
    infima: { file: `assets/infima.${contentHash(classes.code)}.css`, code: classes.code },
  };
}

function rank(name: string): number {
  const i = ORDER.indexOf(name);
  return i < 0 ? ORDER.length : i;
}

/**
 * The theme's stylesheet followed by the site's own (`files`, relative to `root`), each minified on its own so that
 * a problem names its file and line; named by the hash of the whole. esbuild reads CSS as browsers do, going on past
 * a syntax error, where Docusaurus's PostCSS stops: a syntax error, or an `@import` (which nothing here would fetch
 * once the files are one), fails the build. A file minified without a problem is kept in the project's cache
 * (`cacheDir`), so that a build that changed none of them does not start esbuild (40-60 ms of a 0.4 s warm build).
 */
export async function appendStylesheets(css: { code: string }, root: string, files: readonly string[], cacheDir: string): Promise<{ file: string; code: string }> {
  const dir = cachePath(cacheDir, 'siteCss');
  const parts = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(root, file), 'utf8');
      const kept = path.join(dir, `${contentHash(file, source, TARGET.join(), sourceFingerprint(import.meta.filename))}.css`);
      const cached = await readSealed(kept);
      if (cached) {
        keepFresh(kept, CACHE.siteCss.pruneAfterMs);
        return cached.toString('utf8');
      }
      const problems: Diagnostic[] = [];
      const problem = (m: Pick<Message, 'text'> & { location: { line: number } | null }) => problems.push({ severity: 'error', file, line: m.location?.line, message: `is not valid CSS here: ${m.text}.` });
      try {
        const result = await useEsbuild(({ transform }) => transform(source, { loader: 'css', minify: true, sourcefile: file, target: TARGET }));
        for (const warning of result.warnings) if (warning.id === 'css-syntax-error') problem(warning);
        const line = source.split('\n').findIndex((l) => /^\s*@import\b/.test(l));
        if (line >= 0) problem({ text: 'docgen joins the stylesheets into one, so an @import would not be fetched; put the imported rules in the file', location: { line: line + 1 } });
        if (!problems.length) {
          await writeSealed(kept, result.code);
          pruneFiles(dir, (name) => name !== path.basename(kept), CACHE.siteCss.pruneAfterMs);
          return result.code;
        }
      } catch (error) {
        // esbuild's failure lists its errors.
        const errors: Message[] = isRecord(error) && Array.isArray(error.errors) ? error.errors : [];
        for (const e of errors) problem(e);
      }
      throw new BuildError(problems);
    }),
  );
  const code = [css.code, ...parts].join('');
  return { file: `assets/style.${contentHash(code)}.css`, code };
}
