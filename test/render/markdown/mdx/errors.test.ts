// What an `.mdx` page can get wrong, each failing the build with the file, line (and column where the parser names
// one) and what to do, never with a raw dump or a stack trace that names no page (issue 45).
import { describe, expect, it } from 'vitest';
import { main } from '../../../../src/cli/main.ts';
import { build } from '../../../../src/render/commands/build.ts';
import { BuildError, formatDiagnostic } from '../../../../src/render/core/diagnostics.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../../helpers/fixture-site.ts';

const page = (body: string) => `---\ntitle: Page\n---\n\n${body}`;

/** The build's errors, formatted; fails the test when the build does not fail with a BuildError. */
async function buildErrors(files: Record<string, string>): Promise<string[]> {
  const error = await build({ root: fixtureSite({ ...baseFiles, ...files }), logger: silentLogger, write: false }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BuildError);
  return (error as BuildError).diagnostics.map(formatDiagnostic).sort();
}

describe('an .mdx page that does not parse (N14)', () => {
  // remark-mdx threw a VFileMessage that reached the CLI uncaught: a dump with `file: ''` and no docgen message, and
  // `check-links --format json` printed no JSON.
  const broken = {
    'content/docs/guide/03-Attr.mdx': page('<Foo bar= />\n'),
    'content/docs/guide/04-Expr.mdx': page('Value {1 +}\n'),
    'content/docs/guide/05-Esm.mdx': page("import Good from './x.jsx';\nexport const Good = 1;\n"),
    'content/docs/guide/06-Unclosed.mdx': page('<details><summary>S</summary>\n\nText\n'),
  };

  it('is an error at its file, line and column, with the parser\'s reason and what to do', async () => {
    const errors = await buildErrors(broken);
    expect(errors).toEqual([
      expect.stringMatching(/^error content\/docs\/guide\/03-Attr\.mdx:5:11: this MDX does not parse: Unexpected character `\/` \(U\+002F\) before attribute value.*\n {2}MDX reads `<` and `\{` as JSX/),
      expect.stringMatching(/^error content\/docs\/guide\/04-Expr\.mdx:5:11: this MDX does not parse: Could not parse expression with acorn: Unexpected token\./),
      expect.stringMatching(/^error content\/docs\/guide\/05-Esm\.mdx:6:14: this MDX does not parse: Could not parse import\/exports with acorn: Identifier 'Good' has already been declared\./),
      expect.stringMatching(/^error content\/docs\/guide\/06-Unclosed\.mdx:5:1: this MDX does not parse: Expected a closing tag for `<details>`/),
    ]);
  });

  it('is reported by check-links, in its JSON too', async () => {
    const root = fixtureSite({ ...baseFiles, ...broken });
    const out: string[] = [];
    const code = await main(['node', 'docgen', 'check-links', '--root', root, '--format', 'json'], { stdout: (s) => out.push(s), stderr: () => {} });
    expect(code).toBe(1);
    const json = JSON.parse(out.join('')) as { ok: boolean; problems: { file: string; line: number; column: number }[] };
    expect(json.ok).toBe(false);
    expect(json.problems.map((p) => `${p.file}:${p.line}:${p.column}`).sort()).toEqual([
      'content/docs/guide/03-Attr.mdx:5:11',
      'content/docs/guide/04-Expr.mdx:5:11',
      'content/docs/guide/05-Esm.mdx:6:14',
      'content/docs/guide/06-Unclosed.mdx:5:1',
    ]);
  });
});
