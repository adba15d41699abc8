// The first edit of a page in `docgen serve` would otherwise wait for what the initial build never needed, since it
// read every page from the markdown cache: the highlighter, the grammars and the parser. While the worker is idle,
// this loads the highlighter with every grammar, then runs a few of the site's largest markdown files through a
// processor of its own, one file per call, so that the parser's code is compiled. A few, not all: warming every page
// of a large site kept the worker busy for minutes, and each edit waited for the file in progress.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontmatter } from '../load/frontmatter.ts';
import { getHighlighter } from '../markdown/highlight.ts';
import { createMarkdownProcessor, type MarkdownProcessor } from '../markdown/pipeline.ts';
import type { LoadedSite } from '../graph/types.ts';

/** Markdown files run through the parser: the largest hold the most kinds of markdown and code. */
export const WARM_FILES = 4;

export interface WarmUp {
  /** Does one more piece; resolves with false once everything was done. */
  step(): Promise<boolean>;
}

export function createWarmUp(root: string, site: LoadedSite): WarmUp {
  const sources = [...site.graph.pages.values()].flatMap((p) => (p.sourceFile && /\.mdx?$/.test(p.sourceFile) ? [p.sourceFile] : []));
  const size = (file: string) => statSync(path.join(root, file), { throwIfNoEntry: false })?.size ?? 0;
  const queue = sources
    .map((file) => ({ file, size: size(file) }))
    .sort((a, b) => b.size - a.size || (a.file < b.file ? -1 : 1))
    .slice(0, WARM_FILES)
    .map(({ file }) => file);
  let highlighter: Promise<unknown> | undefined;
  let processor: Promise<MarkdownProcessor> | undefined;
  return {
    async step() {
      if (!highlighter) {
        highlighter = getHighlighter().catch(() => undefined);
        await highlighter;
        return queue.length > 0;
      }
      const file = queue.shift();
      if (!file) return false;
      const { tableOfContents: toc } = site.config;
      processor ??= createMarkdownProcessor({ toc: { minLevel: toc.minHeadingLevel, maxLevel: toc.maxHeadingLevel }, resolveImage: () => undefined });
      const source = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
      if (source !== undefined) {
        const fm = parseFrontmatter(source);
        await (await processor).toHast(fm.body, file, fm.bodyLineOffset).catch(() => {});
      }
      return queue.length > 0;
    },
  };
}
