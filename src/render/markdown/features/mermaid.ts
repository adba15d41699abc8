// Mermaid diagrams (config `markdown.mermaid`, Docusaurus's `markdown.mermaid` with `@docusaurus/theme-mermaid`): a
// ```` ```mermaid ```` block becomes a diagram element holding its source, which the theme renders as the Mermaid
// island (src/theme/Markdown.tsx) that the browser draws (src/client/mermaid/diagram.ts). The source is the block's
// text: what search reads, what shows without JavaScript, and what the page's Markdown writes back as the fence it
// was. A site that does not turn diagrams on keeps such blocks as code, as Docusaurus does.
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Code, RootContent } from 'mdast';
import { SKIP } from 'unist-util-visit';
import { MERMAID_ELEMENT, type MermaidProps } from '../../../shared/mermaid.ts';
import type { MarkdownFeature } from '../feature.ts';
import { fencedCode } from '../hast.ts';

declare module '../feature.ts' {
  interface FileData {
    /** The page shows a Mermaid diagram. */
    diagrams: true;
  }
}

declare module 'mdast' {
  interface RootContentMap {
    mermaidDiagram: MermaidDiagram;
  }
}

/** A Mermaid block once it is a diagram: its source, and the themes it is drawn in. */
interface MermaidDiagram extends Omit<Code, 'type'> {
  type: 'mermaidDiagram';
  themes: MermaidProps;
}

export const mermaid: MarkdownFeature = {
  name: 'mermaid',
  parse: {
    visitors: (ctx) => ({
      code: (node, index, parent) => {
        const themes = ctx.options.mermaid;
        if (node.lang !== 'mermaid' || !themes || !parent || index === undefined) return undefined;
        const diagram: MermaidDiagram = { ...node, type: 'mermaidDiagram', themes };
        // Any parent's children are Markdown nodes, a diagram among them (RootContentMap above).
        const siblings: RootContent[] = parent.children;
        siblings.splice(index, 1, diagram);
        ctx.data.diagrams = true;
        return [SKIP, index + 1];
      },
    }),
  },
  toHast: {
    handlers: {
      mermaidDiagram: (state, node: MermaidDiagram): Element => {
        const element: Element = { type: 'element', tagName: MERMAID_ELEMENT, properties: { ...node.themes }, children: [{ type: 'text', value: node.value }] };
        state.patch(node, element);
        return element;
      },
    },
  },
  markdown: {
    elements: [{ tag: MERMAID_ELEMENT, write: (node, out) => void out.push(fencedCode(toString(node), 'mermaid')) }],
  },
};
