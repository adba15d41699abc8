// A Docusaurus site's own remark and rehype plugins (src/render/config/docusaurus/markdown-plugins.ts): run in
// docgen's pipeline where Docusaurus runs them (before and after its own Markdown work), in `.md` and `.mdx` pages,
// in the threads a large build parses in as in the main thread; KaTeX's stylesheet on the pages with math only; and
// an entry docgen cannot run is an error naming it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import { POOL_FROM } from '../../../src/render/threads/pool.ts';
import { docusaurusFixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const config = (docs: string, imports = '') => `import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { stamp, order } from './plugins/local.mjs';
${imports}
export default {
  title: 'Plugins', url: 'https://example.test', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, showLastUpdateTime: false, ${docs} }, blog: false }]],
};
`;

// The site's own plugins: one that replaces a word with its option's, one that tells what a note block looked like
// when it ran (a directive still, before docgen's admonitions; a <div> after).
const local = `export function stamp({ word }) {
  return (tree) => {
    const walk = (node) => {
      if (node.type === 'text') node.value = node.value.replaceAll('(stamp)', word);
      (node.children ?? []).forEach(walk);
    };
    walk(tree);
  };
}
export function order(label) {
  return () => (tree) => {
    const note = tree.children.find((node) => node.type === 'containerDirective');
    if (note) tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: label + ':' + (note.data?.hName ?? 'directive') }] });
  };
}
`;

const plugins = "beforeDefaultRemarkPlugins: [order('before')], remarkPlugins: [remarkMath, [stamp, { word: 'STAMPED' }], order('after')], rehypePlugins: [rehypeKatex]";

/** Enough pages that a build parses them in its threads. */
function pages(): Record<string, string> {
  const files: Record<string, string> = { 'docs/intro.md': '---\nslug: /\n---\n# Intro\n\nNo math here.\n' };
  for (let i = 0; i < POOL_FROM; i++) files[`docs/many/page-${String(i).padStart(2, '0')}.md`] = `# Page ${i}\n\nText ${i}.\n`;
  return files;
}

describe("a Docusaurus site's remark and rehype plugins", async () => {
  const root = docusaurusFixtureSite({
    'docusaurus.config.mjs': config(plugins),
    'plugins/local.mjs': local,
    ...pages(),
    'docs/math.md': '# Math\n\nInline $E = mc^2$ and (stamp).\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\n:::note\nA note.\n:::\n',
    'docs/math-mdx.mdx': '# MDX math\n\nInline $\\frac{1}{2}$ in MDX and (stamp).\n',
  });
  await build({ root, logger: silentLogger, analytics: false });
  const out = (file: string) => readFileSync(path.join(root, 'build', file), 'utf8');

  it('turns math into KaTeX in .md and .mdx pages, parsed in the threads of a large build', () => {
    const md = out('math.html');
    expect(md).toContain('<span class="katex">');
    expect(md).toContain('<span class="katex-display">');
    expect(out('math-mdx.html')).toContain('<span class="katex">');
  });

  it("runs the site's own plugin with its options", () => {
    expect(out('math.html')).toContain('and STAMPED.');
    expect(out('math-mdx.html')).toContain('and STAMPED.');
  });

  it("runs beforeDefaultRemarkPlugins before docgen's own Markdown work and remarkPlugins after it", () => {
    const md = out('math.html');
    expect(md).toContain('before:directive');
    expect(md).toContain('after:div');
  });

  it("links KaTeX's stylesheet, with its fonts, from the pages with math only", () => {
    const link = /<link rel="stylesheet" href="\/(assets\/katex\.[0-9a-f]+\.css)"\/>/.exec(out('math.html'));
    expect(link).not.toBeNull();
    expect(out('index.html')).not.toContain('katex');
    const css = out(link![1]!);
    const font = /url\((katex\/KaTeX_Main-Regular\.[0-9a-f]+\.woff2)\)/.exec(css);
    expect(font).not.toBeNull();
    expect(existsSync(path.join(root, 'build/assets', font![1]!))).toBe(true);
    expect(readdirSync(path.join(root, 'build/assets/katex')).length).toBeGreaterThan(10);
  });

  it('is an error naming a plugin docgen cannot run', async () => {
    const problems = async (docs: string, imports = '') => {
      const broken = docusaurusFixtureSite({ 'docusaurus.config.mjs': config(docs, imports), 'plugins/local.mjs': local, 'docs/intro.md': '---\nslug: /\n---\n# Intro\n' });
      const error = await build({ root: broken, logger: silentLogger, write: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BuildError);
      return (error as BuildError).diagnostics.map((d) => [d.file, d.configPath, d.message]);
    };
    expect(await problems("remarkPlugins: [remarkMath, 'remark-gfm', { not: 'a plugin' }]")).toEqual([
      ['docusaurus.config.mjs', 'presets[0][1].docs.remarkPlugins[1]', "the plugin 'remark-gfm' is given by its name; docgen runs plugins given as themselves."],
      ['docusaurus.config.mjs', 'presets[0][1].docs.remarkPlugins[2]', 'expected a plugin (a function) or [plugin, options], found {"not":"a plugin"}; docgen cannot run it.'],
    ]);
    const [missing] = await problems('rehypePlugins: [noSuchPlugin]', "import noSuchPlugin from 'rehype-no-such-plugin';");
    expect(missing).toEqual(['docusaurus.config.mjs', 'presets[0][1].docs.rehypePlugins[0]', "is `rehype-no-such-plugin`, from the package 'rehype-no-such-plugin', which is not installed; docgen needs this value."]);
  });
});
