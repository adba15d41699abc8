// Docusaurus's theme components written in an .mdx page with constant props (issue #23, item 3: "both spellings
// produce the same markup"): tabs, admonitions, collapsible blocks and code blocks come out exactly as docgen's own
// Markdown features make them, and need no module; a computed prop leaves the component to its stand-in.
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../../../src/render/markdown/pipeline.ts';

const imports = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Admonition from '@theme/Admonition';\nimport Details from '@theme/Details';\nimport CodeBlock from '@theme/CodeBlock';\n\n";

async function html(source: string, file: string) {
  const processor = await createMarkdownProcessor();
  const result = await processor.toHast(source, file);
  return { html: toHtml(result.hast), result };
}

describe('Docusaurus theme components in .mdx pages', () => {
  it.each([
    ['tabs', '<Tabs groupId="pm">\n<TabItem value="npm" label="npm">\n\nRun **npm**.\n\n</TabItem>\n<TabItem value="yarn">\n\nRun yarn.\n\n</TabItem>\n</Tabs>', '::::tabs{groupId="pm"}\n:::tab[npm]\nRun **npm**.\n:::\n:::tab[yarn]\nRun yarn.\n:::\n::::'],
    ['an admonition with a title', '<Admonition type="tip" title="Pro move">\n\nPlan first.\n\n</Admonition>', ':::tip[Pro move]\nPlan first.\n:::'],
    ['an admonition of kind caution', '<Admonition type="caution">\n\nCareful.\n\n</Admonition>', ':::caution\nCareful.\n:::'],
    ['Details with a summary prop', '<Details summary="More">\n\nHidden text.\n\n</Details>', ':::details[More]\nHidden text.\n:::'],
    ['details written as HTML', '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>', ':::details[More]\nHidden text.\n:::'],
    // Docusaurus 3.10: `@theme/Details` reads only its `summary` prop; a boolean there shows as nothing.
    ['Details with summary={true}', '<Details summary={true}>\n\nHidden text.\n\n</Details>', ':::details[]\nHidden text.\n:::'],
    ['a code block with literal code', '<CodeBlock language="ts" title="main.ts" showLineNumbers>{`const a = 1;\nconst b = 2;`}</CodeBlock>', '```ts title="main.ts" showLineNumbers\nconst a = 1;\nconst b = 2;\n```'],
  ])('writes %s as docgen writes its own', async (_, mdx, md) => {
    const fromMdx = await html(imports + mdx + '\n', 'page.mdx');
    const fromMd = await html(md + '\n', 'page.md');
    expect(fromMdx.result.errors).toEqual([]);
    expect(fromMdx.html).toBe(fromMd.html);
    // Nothing of it needs the page's module: no component is left in the tree.
    expect(fromMdx.result.mdx!.components).toEqual([]);
  });

  it('says "Details" for `@theme/Details` with a <summary> child, which stays in its body, as Docusaurus 3.10 shows it', async () => {
    const { html: out } = await html(`${imports}<Details>\n\n<summary>More</summary>\n\nHidden text.\n\n</Details>\n`, 'page.mdx');
    expect(out).toBe('<details class="details"><summary>Details</summary><summary>More</summary><p>Hidden text.</p></details>');
  });

  it('leaves a use with a computed prop to the stand-in component', async () => {
    const processor = await createMarkdownProcessor();
    const result = await processor.toHast(`${imports}export const title = 'Computed';\n\n<Admonition type="tip" title={title}>\n\nText.\n\n</Admonition>\n`, 'page.mdx');
    expect(result.mdx!.components).toEqual(['Admonition']);
  });
});
