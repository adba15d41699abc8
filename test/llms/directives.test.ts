// Tab sets and collapsible blocks in the Markdown copies: every variant under its label, a details block's summary and
// content, the same through the fast conversion and through the libraries, and in the built `.md` file and
// llms-full.txt of a site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { fastMarkdown } from '../../src/render/llms/fast-markdown.ts';
import { hastToMarkdown, libraryMarkdown, librarySegment, prepare, TO_MARKDOWN } from '../../src/render/llms/markdown.ts';
import { createMarkdownProcessor, type MarkdownProcessor } from '../../src/render/markdown/pipeline.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

const ctx = { siteUrl: 'https://example.test' };

const SOURCE = `Pick one.

::::tabs{groupId="install"}
:::tab[npm]
\`\`\`bash
npm install xrblocks@0.17.0
\`\`\`

Then see [the guide](/docs/guide/First).
:::
:::tab[Import \`map\`]
Load it from a CDN with an _import map_.
:::
::::

:::details[Why pin the version?]
Later releases renamed APIs.

- one
- two
:::

After.
`;

const EXPECTED = `Pick one.

**npm**

\`\`\`bash
npm install xrblocks@0.17.0
\`\`\`

Then see [the guide](https://example.test/docs/guide/First).

**Import \`map\`**

Load it from a CDN with an _import map_.

> **Why pin the version?**
>
> Later releases renamed APIs.
>
> - one
> - two

After.
`;

let md: MarkdownProcessor;
beforeAll(async () => {
  md = await createMarkdownProcessor();
});

describe('tabs and details as Markdown', () => {
  it('writes every variant under its label in bold and a details block as a quote led by its summary', async () => {
    const { hast } = await md.toHast(SOURCE, 'page.md');
    expect(hastToMarkdown(hast, ctx)).toBe(EXPECTED);
  });

  it('writes the same through the fast conversion, which handles them itself, as through the libraries', async () => {
    const { hast } = await md.toHast(SOURCE, 'page.md');
    const prepared = prepare(hast, ctx);
    let left = 0;
    const fast = fastMarkdown(prepared, TO_MARKDOWN, (root) => (left++, librarySegment(root)));
    expect(fast).toBe(libraryMarkdown(prepared));
    expect(left).toBe(0);
  });

  it('puts every variant and the details content into the page .md file and llms-full.txt', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Install.md': `---\ntitle: Install\n---\n${SOURCE}` }, baseConfig);
    await build({ root, logger: silentLogger });
    const page = readFileSync(path.join(root, 'build/guide/Install.md'), 'utf8');
    expect(page).toBe(`# Install\n\n${EXPECTED}`);
    const full = readFileSync(path.join(root, 'build/llms-full.txt'), 'utf8');
    for (const text of ['npm install xrblocks@0.17.0', 'Load it from a CDN', '**Why pin the version?**', 'Later releases renamed APIs.']) expect(full).toContain(text);
  });
});
