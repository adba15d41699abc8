// KaTeX's stylesheet, for the pages whose Markdown a site's rehype-katex made into math (`Page.math`): as Docusaurus
// asks a site to load it, but only on those pages, from the site's own `katex` package (the one rehype-katex uses),
// with its fonts as content-hashed files of the site.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentHash } from '../core/hash.ts';

export interface MathStyles {
  /** The stylesheet's path in the site (`assets/katex.<hash>.css`) and its code. */
  file: string;
  code: string;
  /** The fonts it uses: their paths in the site and where they are read from. */
  fonts: { path: string; from: string }[];
}

/** The stylesheet, or why it could not be found. */
export async function mathStyles(root: string): Promise<MathStyles | { problem: string }> {
  let css: string;
  try {
    css = createRequire(path.join(root, 'package.json')).resolve('katex/dist/katex.min.css');
  } catch {
    return { problem: "pages show KaTeX math, but the site has no 'katex' package to take its stylesheet from." };
  }
  const dist = path.dirname(css);
  const source = await readFile(css, 'utf8');
  const fonts = new Map<string, { path: string; from: string }>();
  for (const [, url = ''] of source.matchAll(/url\(([^)]+)\)/g)) {
    const name = url.replace(/^['"]|['"]$/g, '');
    if (fonts.has(name) || /^(data:|https?:)/.test(name)) continue;
    const from = path.join(dist, name);
    const ext = path.extname(name);
    const hash = contentHash(await readFile(from)).slice(0, 16);
    fonts.set(name, { path: `assets/katex/${path.basename(name, ext)}.${hash}${ext}`, from });
  }
  // The stylesheet sits in assets/, beside the fonts' folder.
  const code = source.replace(/url\(([^)]+)\)/g, (whole, url: string) => {
    const font = fonts.get(url.replace(/^['"]|['"]$/g, ''));
    return font ? `url(${font.path.slice('assets/'.length)})` : whole;
  });
  return { file: `assets/katex.${contentHash(code).slice(0, 16)}.css`, code, fonts: [...fonts.values()] };
}
