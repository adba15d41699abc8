// What an `.mdx` page can get wrong, each failing the build with the file, line (and column where the parser names
// one) and what to do, never with a raw dump or a stack trace that names no page (issue 45).
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('an .mdx page whose code fails while it renders (N16)', () => {
  // The build ended with a stack trace from the compiled module, naming no page; only docgen serve named it.
  it('is an error naming the page, and the component and its file, or the expression and its line', async () => {
    const errors = await buildErrors({
      'content/components/Thrower.jsx': 'export default function Thrower() {\n  throw new Error("boom from Thrower");\n}\n',
      'content/components/Measure.jsx': 'export default function Measure() {\n  return <div>{window.innerWidth}</div>;\n}\n',
      'content/docs/guide/03-Throws.mdx': page('import Thrower from "../../components/Thrower.jsx";\n\n<Thrower />\n'),
      'content/docs/guide/04-Window.mdx': page('import Measure from "../../components/Measure.jsx";\n\nText around it.\n\n<Measure />\n'),
      'content/docs/guide/05-Expr.mdx': page('Intro.\n\nValue: {(() => { throw new Error("expr boom"); })()}\n'),
    });
    // The component's file and line come from the module's map, by the stack's column: vitest's module runner, which
    // imports the page's module in this process, rewrites its imports and moves the columns after them, so here they
    // are optional (test/cli/cli.test.ts checks them as the CLI prints them).
    expect(errors).toEqual([
      expect.stringMatching(/^error content\/docs\/guide\/03-Throws\.mdx: rendering \/docs\/guide\/Throws failed in <Thrower>( \(content\/components\/Thrower\.jsx:2\))?: boom from Thrower$/),
      expect.stringMatching(
        /^error content\/docs\/guide\/04-Window\.mdx: rendering \/docs\/guide\/Window failed in <Measure>( \(content\/components\/Measure\.jsx:\d+\))?: window is not defined\n {2}Pages are rendered on the server too, where `window` does not exist: read it in `useEffect`, or wrap the component in `<BrowserOnly>`/,
      ),
      'error content/docs/guide/05-Expr.mdx:7: rendering /docs/guide/Expr failed in the expression on line 7: expr boom',
    ]);
  });
});

describe('components that render each other without end (N19)', () => {
  // The build published a page 4,473 levels deep that froze the tab, or, with text around, grew to 4.3 GB until V8
  // aborted. A depth limit stops it with the chain.
  it('stop at a depth limit, with an error naming the page and the chain of components', async () => {
    const errors = await buildErrors({
      'content/components/A.jsx': "import B from './B.jsx';\nexport default function A() {\n  return <span>A<B /></span>;\n}\n",
      'content/components/B.jsx': "import A from './A.jsx';\nexport default function B() {\n  return <span>B<A /></span>;\n}\n",
      'content/docs/guide/03-Cycle.mdx': page('import A from "../../components/A.jsx";\n\nBefore the cycle.\n\n<A />\n\nAfter the cycle.\n'),
    });
    expect(errors).toEqual([
      expect.stringMatching(/^error content\/docs\/guide\/03-Cycle\.mdx: rendering \/docs\/guide\/Cycle failed: components nest more than 200 deep: B → A → B \(and again\), so they would render without end\n {2}Give the recursion an end/),
    ]);
  });

  it('stop at the limit too when the components are memo() or forwardRef() ones, or made with React.createElement', async () => {
    // A cycle of memo() components published a page 21,000 levels deep with exit 0; one made with createElement grew to
    // 4.3 GB in three minutes and V8 aborted: neither passed through the JSX runtime's frame for functions.
    const errors = await buildErrors({
      'content/components/Memo.jsx': "import { memo } from 'react';\nexport const MA = memo(function MA() {\n  return <span>A<MB /></span>;\n});\nexport const MB = memo(function MB() {\n  return <span>B<MA /></span>;\n});\n",
      'content/components/Ref.jsx': "import { forwardRef } from 'react';\nexport const RA = forwardRef(function RA(props, ref) {\n  return <span ref={ref}>A<RB /></span>;\n});\nexport const RB = forwardRef(function RB(props, ref) {\n  return <span ref={ref}>B<RA /></span>;\n});\n",
      'content/components/Plain.js': "import React from 'react';\nexport function CA() {\n  return React.createElement('span', null, 'A', React.createElement(CB));\n}\nexport function CB() {\n  return React.createElement('span', null, 'B', React.createElement(CA));\n}\n",
      'content/docs/guide/03-Memo.mdx': page('import { MA } from "../../components/Memo.jsx";\n\nBefore.\n\n<MA />\n\nAfter.\n'),
      'content/docs/guide/04-Ref.mdx': page('import { RA } from "../../components/Ref.jsx";\n\nBefore.\n\n<RA />\n\nAfter.\n'),
      'content/docs/guide/05-Plain.mdx': page('import { CA } from "../../components/Plain.js";\n\nBefore.\n\n<CA />\n\nAfter.\n'),
    });
    expect(errors).toEqual([
      expect.stringMatching(/^error content\/docs\/guide\/03-Memo\.mdx: rendering \/docs\/guide\/Memo failed: components nest more than 200 deep: (MA → MB → MA|MB → MA → MB) \(and again\)/),
      expect.stringMatching(/^error content\/docs\/guide\/04-Ref\.mdx: rendering \/docs\/guide\/Ref failed: components nest more than 200 deep: (RA → RB → RA|RB → RA → RB) \(and again\)/),
      expect.stringMatching(/^error content\/docs\/guide\/05-Plain\.mdx: rendering \/docs\/guide\/Plain failed: components nest more than 200 deep: (CA → CB → CA|CB → CA → CB) \(and again\)/),
    ]);
  });

  it('let a recursion with an end render, however it nests', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/components/Tree.jsx': 'export default function Tree({ depth }) {\n  return depth ? <span className="level"><Tree depth={depth - 1} /></span> : <b>leaf</b>;\n}\n',
      'content/docs/guide/03-Tree.mdx': page('import Tree from "../../components/Tree.jsx";\n\n<Tree depth={150} />\n'),
    });
    await build({ root, logger: silentLogger });
    const html = readFileSync(path.join(root, 'build/guide/Tree.html'), 'utf8');
    expect(html.match(/class="level"/g)).toHaveLength(150);
    expect(html).toContain('<b>leaf</b>');
  });
});
