// The site's one stylesheet: the theme's CSS files in a fixed order, minified by esbuild, content-hashed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { transform } from 'esbuild';
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
