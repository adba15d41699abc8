// The browser side of an `.mdx` page's components: each page's island code (made by src/render/assets/page-modules.ts)
// is its module with `hydrate` from here, which renders a component's node exactly as the server did
// (src/theme/MdxContent.tsx) and hydrates it like every other React island. Its components' code blocks are coloured
// by the browser's highlighter, which the page names among its island code URLs and which loads when a block asks.
import type { ComponentProps } from 'react';
import { HIGHLIGHTER_CODE } from '../../shared/dom.ts';
import { MdxComponent, type MdxModule } from '../../theme/MdxContent.tsx';
import { HighlightContext, type HighlightCode } from '../../theme/docusaurus/highlighting.ts';
import { islandUrls } from '../island-urls.ts';
import { reactIsland } from './react-island.tsx';

let highlighter: Promise<{ highlight: HighlightCode }> | undefined;
const highlight: HighlightCode = (code, lang) => {
  const url = islandUrls()[HIGHLIGHTER_CODE];
  highlighter ??= url ? import(url) : Promise.reject(new Error('this page names no code highlighter'));
  return highlighter.then((module) => module.highlight(code, lang));
};

export function mdxIsland(module: MdxModule) {
  return reactIsland(({ node, docs }: Pick<ComponentProps<typeof MdxComponent>, 'node' | 'docs'>) => (
    <HighlightContext.Provider value={highlight}>
      <MdxComponent node={node} module={module} docs={docs} />
    </HighlightContext.Provider>
  ));
}
