// The site's one stylesheet: the theme's CSS files in a fixed order, minified by esbuild, content-hashed; then the
// site's own stylesheets (config `customCss`, a Docusaurus site's `theme.customCss`) after them, so that they win.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { transform, type TransformFailure } from 'esbuild';
import { BuildError } from '../core/diagnostics.ts';
import { contentHash } from '../core/hash.ts';

/** Files that must come first; the rest follow alphabetically. */
const ORDER = ['base.css', 'layout.css', 'content.css'];

export async function buildStylesheet(themeDir: string): Promise<{ file: string; code: string }> {
  const stylesDir = path.join(themeDir, 'styles');
  const names = (await fg('*.css', { cwd: stylesDir })).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const sources = await Promise.all(names.map((name) => readFile(path.join(stylesDir, name), 'utf8')));
  const { code } = await transform(sources.join('\n'), { loader: 'css', minify: true, target: ['chrome100', 'firefox100', 'safari15'] });
  return { file: `assets/style.${contentHash(code)}.css`, code };
}

function rank(name: string): number {
  const i = ORDER.indexOf(name);
  return i < 0 ? ORDER.length : i;
}

/**
 * The theme's stylesheet followed by the site's own (`files`, relative to `root`), each minified on its own so that
 * a syntax error names its file and line; named by the hash of the whole.
 */
export async function appendStylesheets(css: { code: string }, root: string, files: readonly string[]): Promise<{ file: string; code: string }> {
  const parts = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(root, file), 'utf8');
      try {
        return (await transform(source, { loader: 'css', minify: true, sourcefile: file, target: ['chrome100', 'firefox100', 'safari15'] })).code;
      } catch (error) {
        const failure = error as TransformFailure;
        throw new BuildError(
          (failure.errors ?? []).map((e) => ({ severity: 'error' as const, file, line: e.location?.line, message: `is not valid CSS: ${e.text}` })),
        );
      }
    }),
  );
  const code = [css.code, ...parts].join('');
  return { file: `assets/style.${contentHash(code)}.css`, code };
}
