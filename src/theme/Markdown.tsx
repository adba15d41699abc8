// HAST to React, with the theme's components for the elements that need more than plain markup. HAST is data that
// the build caches; it becomes React only here, at render time.
import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { useContext, type ReactNode } from 'react';
import type { DemoHosting } from '../shared/demo.ts';
import { DEMO_ELEMENT } from '../shared/dom.ts';
import { MERMAID_ELEMENT, MERMAID_ISLAND, type MermaidProps } from '../shared/mermaid.ts';
import type { LiveDemoProps } from './LiveDemo.tsx';
import { MARKDOWN_ELEMENTS } from './markdown-elements.tsx';
import { Island, IslandFrame } from './Island.tsx';
import { islandElements, MdxPageContext, mdxToReact, withIslands, type MdxModule } from './MdxContent.tsx';
import { withParsedStyles } from './parsed-styles.ts';

/**
 * `demos`: where live demos are hosted (config `demos`). Each `::demo` becomes a LiveDemo island hydrated on
 * interaction, so React loads only when a reader uses a demo. A site without `demos` has no demo to show: the graph
 * stage fails the build for any `::demo` it finds.
 */
export function Markdown({ tree: page, demos }: { tree: Root; demos?: DemoHosting }): ReactNode {
  const tree = withParsedStyles(page);
  // An `.mdx` page: its JSX and expressions render against its module, each component as an island.
  const mdx = useContext(MdxPageContext);
  let count = 0;
  const demo = ({ path, permissions, apiKey, keyOptional, label }: Omit<LiveDemoProps, 'hosting'>) => {
    if (!demos) return null;
    const props: LiveDemoProps = { path, permissions, apiKey, keyOptional: keyOptional || undefined, label, hosting: demos };
    return <Island name="LiveDemo" props={props} hydrate="interaction" prefix={`demo${count++}-`} />;
  };
  // A Mermaid diagram (src/render/markdown/features/mermaid.ts): its source, until its island draws it in the browser.
  const diagram = ({ light, dark, children }: MermaidProps & { children?: ReactNode }) => (
    <IslandFrame name={MERMAID_ISLAND} props={{ light, dark } satisfies MermaidProps} hydrate="visible" prefix={`mermaid${count++}-`}>
      <pre className="mermaid-source">{children}</pre>
    </IslandFrame>
  );
  const components = { ...MARKDOWN_ELEMENTS, [DEMO_ELEMENT]: demo, [MERMAID_ELEMENT]: diagram } as unknown as Components;
  if (!mdx) return toJsxRuntime(tree, { Fragment, jsx, jsxs, components });
  const islands = withIslands(tree);
  const parts = { tree: islands.tree, module: mdx.module, components: { ...components, ...islandElements(islands.components) } };
  // Expressions of the page itself call hooks too (`src={useBaseUrl('/img/a.svg')}`), as in Docusaurus, where the
  // whole page is one component: they are evaluated in a component of their own, inside the site's contexts.
  const { module } = mdx;
  const body = module ? (
    <module.SiteContext.Provider value={{ siteConfig: module.site }}>
      <module.DocsContext.Provider value={mdx.docs}>
        <MdxBody {...parts} />
      </module.DocsContext.Provider>
    </module.SiteContext.Provider>
  ) : (
    <MdxBody {...parts} />
  );
  // The components' CSS, in the body: client navigation puts it in place with the page, and takes it away after.
  return mdx.css ? <><link rel="stylesheet" href={mdx.css} />{body}</> : body;
}

/** The page's body as React, made while it renders, so that the hooks its expressions call read the contexts above. */
function MdxBody({ tree, module, components }: { tree: Root; module: MdxModule | undefined; components: Components }): ReactNode {
  return mdxToReact(tree, module, components);
}
