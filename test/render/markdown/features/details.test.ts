// Collapsible blocks (src/render/markdown/features/details.ts): the `<details>` a `:::details` block makes and the
// warning when its summary is missing, with the file line.
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownProcessor, type MarkdownProcessor } from '../../../../src/render/markdown/pipeline.ts';

let md: MarkdownProcessor;
beforeAll(async () => {
  md = await createMarkdownProcessor();
});

describe(':::details', () => {
  it('renders a native <details> with the label as its summary, closed unless {open}', async () => {
    const { hast, warnings } = await md.toHast(':::details[Show the *whole* file]\nHidden **text**.\n\n### Deep {#deep}\n:::\n\n:::details[Open one]{open}\nShown.\n:::\n', 'd.md');
    expect(warnings).toEqual([]);
    expect(toHtml(hast)).toBe(
      '<details class="details"><summary>Show the <em>whole</em> file</summary><p>Hidden <strong>text</strong>.</p><h3 id="deep">Deep</h3></details>\n' +
        '<details class="details" open><summary>Open one</summary><p>Shown.</p></details>',
    );
  });

  it('warns when the summary is missing and uses "Details"', async () => {
    const { hast, warnings } = await md.toHast('\n:::details\nText.\n:::\n', 'd.md');
    expect(warnings).toEqual([{ line: 2, message: '`:::details` needs a summary: `:::details[Show the whole file]`' }]);
    expect(toHtml(hast)).toContain('<summary>Details</summary>');
  });

  it('holds admonitions, code and tab sets', async () => {
    const { hast, warnings } = await md.toHast(':::::details[More]\n:::note\nInside.\n:::\n\n::::tabs\n:::tab[A]\n```ts\nconst a = 1;\n```\n:::\n::::\n:::::\n', 'd.md');
    expect(warnings).toEqual([]);
    const html = toHtml(hast);
    expect(html).toMatch(/^<details class="details"><summary>More<\/summary><div class="admonition admonition-note">[\s\S]*<div class="tabs">[\s\S]*<\/details>$/);
  });
});
