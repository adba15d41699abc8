// Fenced code blocks, highlighted at build time (../code.ts: the fence's meta, the language, the `<figure>`;
// ../highlight.ts: Shiki). A block is highlighted while the page's mdast is walked, where a warning about its language
// still reaches the file, and its figure becomes the block's HAST. The figure is thousands of token spans with no
// links, headings or positions: the HAST walk skips it, search leaves out its caption (title and language label),
// and the Markdown export writes a fence with the language and the title above it in italics.
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Code } from 'mdast';
import { SKIP } from 'unist-util-visit';
import { codeBlockToHast, parseCodeMeta, resolveLanguage } from '../code.ts';
import type { MarkdownFeature } from '../feature.ts';
import { element, fencedCode, findClass, findTag, hasClass } from '../hast.ts';

declare module 'mdast' {
  interface CodeData {
    /** Where the parse leaves the highlighted block for the mdast → hast handler. */
    figure?: Element;
  }
}

export const codeBlocks: MarkdownFeature = {
  name: 'code-blocks',
  parse: {
    visitors: (ctx) => ({
      code: (node) => {
        const lang = resolveLanguage(node.lang);
        if (!lang) ctx.report(node, `unknown code language '${node.lang}'; shown as plain text`);
        ctx.wait(
          codeBlockToHast(node.value, lang ?? 'text', parseCodeMeta(node.meta, node.lang), ctx.options.codeCacheDir).then((figure) => {
            node.data = { figure };
          }),
        );
        return undefined;
      },
    }),
  },
  toHast: { handlers: { code: (_state, node: Code) => highlighted(node) } },
  hast: () => ({ elements: { figure: (node) => (isCodeBlock(node) ? SKIP : undefined) } }),
  searchText: { skipClasses: ['code-header'] },
  markdown: {
    elements: [
      {
        tag: 'figure',
        test: (node) => hasClass(node, 'code-block'),
        write(node, out) {
          const pre = findTag(node, 'pre');
          const title = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'figcaption');
          const name = title && findClass(title, 'code-title');
          const block = fencedCode(pre ? toString(pre) : '', typeof node.properties.dataLang === 'string' && node.properties.dataLang !== 'text' ? node.properties.dataLang : undefined);
          if (name) out.push(element('p', [element('em', [{ type: 'text', value: toString(name) }])]));
          out.push(block);
        },
      },
    ],
  },
};

/** The figure the parse made of a code block: every block is highlighted before the tree becomes HAST. */
function highlighted(node: Code): Element {
  const figure = node.data?.figure;
  if (!figure) throw new Error(`the code block at line ${node.position?.start.line ?? 0} lost its highlighted figure before it became HAST`);
  return figure;
}

/** A highlighted code block's figure (passes over the HAST skip it). */
export function isCodeBlock(node: { type: string; tagName?: string; properties?: Record<string, unknown> }): boolean {
  const className = node.properties?.className;
  return node.type === 'element' && node.tagName === 'figure' && Array.isArray(className) && className[0] === 'code-block';
}
