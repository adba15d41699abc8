// Links and pictures as a browser reads them (issue 45, N40 and D16; issue 42, items 6 and 7): the URLs a page and
// its components write are read through one reader (src/shared/url-reader.ts) for rendering and for the link check,
// so a link the browser follows never fails the build and one it cannot follow never passes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError, formatDiagnostic } from '../../../src/render/core/diagnostics.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const component = {
  // A component that renders its prop into an `<a>`, as a site's own components do.
  'content/components/L.jsx': 'export default function L({ to, link, children }) {\n  return <a href={to ?? link}>{children}</a>;\n}\n',
};
const page = (body: string) => `---\ntitle: Page\n---\n\nimport L from "../../components/L.jsx";\n\n${body}`;

describe('URLs with spaces, tabs and newlines', () => {
  it('build when the browser follows them: around a path, in a fragment, before an external URL', async () => {
    const root = fixtureSite({
      ...baseFiles,
      ...component,
      'content/docs/guide/03-Props.mdx': page(
        [
          '<L to=" /docs/guide/First ">around a path</L>',
          '<L to="/docs/guide/First#set\tup">a tab in a fragment (N40)</L>',
          '<L to="/docs/guide/First#setup\n">a newline ending it</L>',
          '<L to=" /docs/guide/First#setup ">spaces around it</L>',
          '<L link=" https://github.com/google/xrblocks/">a leading space before an external URL (issue 42, item 6)</L>',
          '<a href=" /docs/guide/First#setup ">HTML written in JSX</a>',
          '<Link to=" /guide/First#setup ">the theme\'s Link</Link>',
          '<Link to=" https://github.com/google/xrblocks ">the theme\'s Link, external</Link>',
        ].join('\n\n') + '\n',
      ).replace('\n\n<L ', '\nimport Link from "@docusaurus/Link";\n\n<L '),
    });
    await build({ root, logger: silentLogger });
    const html = readFileSync(path.join(root, 'build/guide/Props.html'), 'utf8');
    // What the page's own HTML and the theme's Link link to is rendered as the browser reads it.
    expect(html).toContain('<a href="/docs/guide/First#setup">HTML written in JSX</a>');
    expect(html).toContain('<a href="/docs/guide/First#setup">the theme&#x27;s Link</a>');
    expect(html).toContain('<a href="https://github.com/google/xrblocks" target="_blank" rel="noopener noreferrer">the theme&#x27;s Link, external</a>');
  });

  it('fail the build when the browser cannot follow them, read the same way', async () => {
    const root = fixtureSite({
      ...baseFiles,
      ...component,
      'content/docs/guide/03-Props.mdx': page('<L to=" /docs/guide/Nope ">a missing page</L>\n\n<L to="/docs/guide/First#no\tsuch">a missing anchor</L>\n'),
    });
    const error = await build({ root, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const messages = (error as BuildError).diagnostics.map(formatDiagnostic).join('\n');
    expect(messages).toMatch(/broken link ' \/docs\/guide\/Nope ' rendered on \/docs\/guide\/Props by the theme: no page at \/docs\/guide\/Nope/);
    expect(messages).toMatch(/broken anchor '\/docs\/guide\/First#no\tsuch'.*has no element with id 'nosuch'/);
  });
});

describe('the javascript: scheme (D16)', () => {
  // Only Markdown links were refused: an image's source, a component's prop and a link a component renders built with
  // exit 0, as React's blocked `javascript:throw …`, and the page's Markdown kept the image.
  it('is an error at the file and line of every image and prop that uses it, and on the page whose component renders it', async () => {
    const root = fixtureSite({
      ...baseFiles,
      ...component,
      'content/docs/guide/03-Images.md': "---\ntitle: Images\n---\n\n![img](javascript:alert('img'))\n\n![i](JaVaScRiPt:alert(1))\n\n![fine](data:image/png;base64,AAAA)\n",
      'content/docs/guide/04-Props.mdx': page(
        [
          '<L to="javascript:alert(1)">plain</L>',
          '<L to=" javascript:alert(2)">a leading space</L>',
          '<L to="java\tscript:alert(3)">a tab</L>',
          '<L to="&#106;avascript:alert(4)">a character reference</L>',
          '<img src="JAVASCRIPT:alert(5)" alt="x" />',
        ].join('\n\n') + '\n',
      ),
    });
    const error = await build({ root, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    // Sorted as strings: line 11 before line 7.
    const found = (error as BuildError).diagnostics.map((d) => `${d.file}:${d.line ?? ''} ${d.message}`).sort();
    expect(found).toEqual([
      expect.stringMatching(/^content\/docs\/guide\/03-Images\.md:5 image 'javascript:alert\('img'\)' uses the javascript: scheme/),
      expect.stringMatching(/^content\/docs\/guide\/03-Images\.md:7 image 'JaVaScRiPt:alert\(1\)' uses the javascript: scheme/),
      expect.stringMatching(/^content\/docs\/guide\/04-Props\.mdx:11 prop 'to' of <L> is 'java\tscript:alert\(3\)'/),
      expect.stringMatching(/^content\/docs\/guide\/04-Props\.mdx:13 prop 'to' of <L> is 'javascript:alert\(4\)'/),
      expect.stringMatching(/^content\/docs\/guide\/04-Props\.mdx:15 prop 'src' of <img> is 'JAVASCRIPT:alert\(5\)', which uses the javascript: scheme/),
      expect.stringMatching(/^content\/docs\/guide\/04-Props\.mdx:7 prop 'to' of <L> is 'javascript:alert\(1\)', which uses the javascript: scheme/),
      expect.stringMatching(/^content\/docs\/guide\/04-Props\.mdx:9 prop 'to' of <L> is ' javascript:alert\(2\)'/),
    ]);
  });

  it('is an error naming the page whose component renders a link with it', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/components/Bad.jsx': 'export default function Bad() {\n  return <a href="javascript:alert(1)">bad</a>;\n}\n',
      'content/docs/guide/05-Rendered.mdx': '---\ntitle: Rendered\n---\n\nimport Bad from "../../components/Bad.jsx";\n\n<Bad />\n',
    });
    const error = await build({ root, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^error content\/docs\/guide\/05-Rendered\.mdx: a component on \/docs\/guide\/Rendered renders a link with the javascript: scheme/),
    ]);
  });
});
