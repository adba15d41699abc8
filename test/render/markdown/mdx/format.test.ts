// Docusaurus's `markdown.format` (issue #23, item 4): `detect` reads `.mdx` files as MDX and `.md` files as Markdown,
// `mdx` reads every page as MDX, `md` none.
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../../../src/render/markdown/pipeline.ts';

const page = "export const n = 2;\n\nThere are {n} <b>bold</b> words.\n";

async function parse(format: 'detect' | 'md' | 'mdx', file: string) {
  const result = await (await createMarkdownProcessor({ format })).toHast(page, file);
  return { mdx: result.mdx !== undefined, text: JSON.stringify(result.hast) };
}

describe('markdown.format', () => {
  it.each([
    ['detect', 'a.mdx', true],
    ['detect', 'a.md', false],
    ['mdx', 'a.md', true],
    ['md', 'a.mdx', false],
  ] as const)('%s reads %s as MDX: %s', async (format, file, asMdx) => {
    const { mdx, text } = await parse(format, file);
    expect(mdx).toBe(asMdx);
    // Read as Markdown, the statement and the braces are text.
    expect(text.includes('export const n')).toBe(!asMdx);
  });
});
