// The Markdown copy of an `.mdx` page (issue 45, N24): `page.md`, llms-full.txt and search read the page's tree,
// where an expression and a component without children hold no text; the copy read "Paragraph value  and version ."
// and "| | |". Their rendered HTML now takes their place there, as the HTML page shows it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { BuildError } from '../../src/render/core/diagnostics.ts';
import { baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

describe("an .mdx page's Markdown copy", () => {
  it('holds the values of its expressions and what its childless components render, in paragraphs and table cells', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/components/Good.jsx': 'export default function Good({ label }) {\n  return <span className="good">{label}</span>;\n}\n',
      'content/docs/guide/03-Copy.mdx': [
        '---\ntitle: Copy\n---',
        'import Good from "../../components/Good.jsx";',
        'export const version = "1.2.3";',
        'Paragraph value {1 + 2} and version {version}.',
        '<Good label="self-closing component text" />',
        '| Sum | Component |\n| --- | --- |\n| {40 + 2} | <Good label="cell" /> |',
        '',
      ].join('\n\n'),
    });
    await build({ root, logger: silentLogger });
    const markdown = readFileSync(path.join(root, 'build/guide/Copy.md'), 'utf8');
    expect(markdown).toContain('Paragraph value 3 and version 1.2.3.');
    expect(markdown).toContain('self-closing component text');
    expect(markdown).toMatch(/\| 42 +\| cell +\|/);
    const full = readFileSync(path.join(root, 'build/llms-full.txt'), 'utf8');
    expect(full).toContain('Paragraph value 3 and version 1.2.3.');
  });
});

describe("an .mdx page's Markdown copy, when its code fails", () => {
  it('leaves the failure to rendering, which names the page', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Throws.mdx': '---\ntitle: Throws\n---\n\nValue: {(() => { throw new Error("expr boom"); })()}\n' });
    const error = await build({ root, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toContain('rendering /docs/guide/Throws failed in the expression on line 5: expr boom');
  });
});
