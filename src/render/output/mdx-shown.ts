// The HTML an `.mdx` page's expressions and childless components render to (../markdown/mdx/shown.ts says why and
// where it goes): each rendered here on its own, against the page's module, as rendering the page renders it. One
// that fails gives nothing: rendering the page reports it.
import { pathToFileURL } from 'node:url';
import type { Root } from 'hast';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dynamicImport } from '../core/dynamic-import.ts';
import type { PageModule } from '../assets/page-modules.ts';
import { renderedOnlyNodes } from '../markdown/mdx/shown.ts';
import { MdxComponent, mdxToReact, type MdxModule } from '../../theme/MdxContent.tsx';

/** The HTML of each node `renderedOnlyNodes` finds in `body`, in its order; undefined when there is none. */
export async function renderedOnlyHtml(body: Root, module: PageModule | undefined): Promise<string[] | undefined> {
  const nodes = renderedOnlyNodes(body);
  if (!nodes.length) return undefined;
  const mdx = module && (await dynamicImport<{ __docgen: MdxModule }>(pathToFileURL(module.server).href)).__docgen;
  return nodes.map((node) => {
    try {
      // An expression is evaluated as it becomes an element, a component as it renders: both may throw.
      // A component is drawn as an element; anything else (an expression) as a tree of its own.
      const element: ReactNode =
        node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? createElement(MdxComponent, { node, module: mdx }) : mdxToReact({ type: 'root', children: [node] }, mdx, {});
      return renderToStaticMarkup(mdx ? createElement(mdx.SiteContext.Provider, { value: { siteConfig: mdx.site } }, element) : element);
    } catch {
      return '';
    }
  });
}
