// The first edit of a page in `docgen serve` would otherwise wait for what the initial build never needed, since it
// read every page from the markdown cache: the highlighter, the grammars and the parser. While the worker is idle,
// this runs the site's markdown files through a processor of its own, one file per call; the highlighted blocks
// stay in memory (markdown/code.ts) for the real rebuild.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontmatter } from '../load/frontmatter.ts';
import { createMarkdownProcessor, type MarkdownProcessor } from '../markdown/pipeline.ts';
import type { LoadedSite } from '../graph/types.ts';

export interface WarmUp {
  /** Processes one more file; resolves with false once every file was done. */
  step(): Promise<boolean>;
}

export function createWarmUp(root: string, site: LoadedSite): WarmUp {
  const queue = [...site.graph.pages.values()].flatMap((p) => (p.sourceFile?.endsWith('.md') ? [p.sourceFile] : [])).sort();
  let processor: Promise<MarkdownProcessor> | undefined;
  return {
    async step() {
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
