// ```mdx-code-block fences (src/render/markdown/features/mdx-code-block.ts): Docusaurus takes the fence away before
// parsing and keeps what it held, so an .mdx page's statements and components inside one run; every line keeps its
// number.
import { describe, expect, it } from 'vitest';
import { unwrapMdxCodeBlocks } from '../../../../src/render/markdown/features/mdx-code-block.ts';
import { createMarkdownProcessor } from '../../../../src/render/markdown/pipeline.ts';

describe('mdx-code-block fences', () => {
  it('keep what they hold, with three or four backticks, and every line where it was', () => {
    const source = "# Title\n\n```mdx-code-block\nimport A from './A';\n\n<A />\n```\n\nAfter.\n\n````mdx-code-block\n<B />\n````\n";
    const unwrapped = unwrapMdxCodeBlocks(source);
    expect(unwrapped).toBe("# Title\n\n\nimport A from './A';\n\n<A />\n\n\nAfter.\n\n\n<B />\n\n");
    expect(unwrapped.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leave other code blocks alone', () => {
    expect(unwrapMdxCodeBlocks('```mdx\n<A />\n```\n')).toBe('```mdx\n<A />\n```\n');
  });

  it("make the page's import and element MDX, not code", async () => {
    const md = await createMarkdownProcessor();
    const result = await md.toHast("# T\n\n```mdx-code-block\nimport Card from './Card';\n\n<Card />\n```\n", 'page.mdx');
    expect(result.mdx?.esm.map((s) => [s.code, s.line])).toEqual([["import Card from './Card';", 4]]);
    expect(JSON.stringify(result.hast)).toContain('"name":"Card"');
    expect(JSON.stringify(result.hast)).not.toContain('mdx-code-block');
  });
});
