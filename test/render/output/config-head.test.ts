// What the config adds to every page beyond the theme (issue 23, item 4: a Docusaurus site's headTags,
// theme.customCss and themeConfig.image): its head tags, its stylesheets after the theme's, and its default
// link-preview picture; a stylesheet that does not parse fails the build at its file and line.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const config = {
  ...baseConfig,
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.test', crossorigin: 'anonymous' } },
    { tagName: 'meta', attributes: { name: 'site-verification', content: 'abc123' } },
    { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"WebSite"}' },
  ],
  customCss: ['css/brand.css'],
  image: 'img/card.png',
};
const files = {
  ...baseFiles,
  'content/docs/guide/02-Second.md': '---\ntitle: Second\nimage: /img/own.png\n---\nIts own picture.\n',
  'css/brand.css': ':root { --brand-accent: #0a7d5a; }\n.brand-note { color: var(--brand-accent); }\n',
  'content/static/img/card.png': 'card',
  'content/static/img/own.png': 'own',
};

describe('config head tags, stylesheets and default picture', () => {
  it('renders them on every page', async () => {
    const root = fixtureSite(files, config);
    await build({ root, logger: silentLogger, analytics: false });
    const out = path.join(root, 'build');
    const first = readFileSync(path.join(out, 'guide/First.html'), 'utf8');
    const head = first.slice(0, first.indexOf('</head>'));
    expect(head).toContain('<link rel="preconnect" href="https://cdn.example.test" crossorigin="anonymous"/>');
    expect(head).toContain('<meta name="site-verification" content="abc123"/>');
    expect(head).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
    // The default picture for a page that names none; a page's own wins.
    expect(head).toContain('<meta property="og:image" content="https://example.test/docs/img/card.png"/>');
    expect(readFileSync(path.join(out, 'guide/Second.html'), 'utf8')).toContain('<meta property="og:image" content="https://example.test/docs/img/own.png"/>');
    // The site's stylesheet comes after the theme's, in the one stylesheet.
    const css = readFileSync(path.join(out, 'assets', readdirSync(path.join(out, 'assets')).find((f) => /^style\..*\.css$/.test(f))!), 'utf8');
    expect(css.indexOf('--brand-accent: #0a7d5a')).toBeGreaterThan(css.length / 2);
    expect(css).toContain('.brand-note{color:var(--brand-accent)}');
  });

  it("keeps each stylesheet minified for the next build, and takes an edited one's new text", async () => {
    const root = fixtureSite(files, config);
    const siteCss = async () => {
      await build({ root, logger: silentLogger, analytics: false });
      const assets = path.join(root, 'build/assets');
      return readFileSync(path.join(assets, readdirSync(assets).find((f) => /^style\..*\.css$/.test(f))!), 'utf8');
    };
    expect(await siteCss()).toContain('.brand-note{color:var(--brand-accent)}');
    const kept = readdirSync(path.join(root, '.docgen-cache/site-css')).filter((name) => name.endsWith('.css'));
    expect(kept).toHaveLength(1);
    expect(await siteCss()).toContain('.brand-note{color:var(--brand-accent)}');
    expect(readdirSync(path.join(root, '.docgen-cache/site-css')).filter((name) => name.endsWith('.css'))).toEqual(kept);
    writeFileSync(path.join(root, 'css/brand.css'), '.brand-note { color: rebeccapurple; }\n');
    const edited = await siteCss();
    expect(edited).toContain('.brand-note{color:#639}');
    expect(edited).not.toContain('--brand-accent');
    // A stylesheet that does not parse is not kept: every build says so.
    writeFileSync(path.join(root, 'css/brand.css'), '.x { color: red;\n');
    for (let i = 0; i < 2; i++) await expect(build({ root, logger: silentLogger, write: false })).rejects.toBeInstanceOf(BuildError);
  });

  it('fails the build at the line of a stylesheet that does not parse, and names a missing one by its config path', async () => {
    const broken = fixtureSite({ ...files, 'css/brand.css': ':root {\n  --a: 1;\n}\n.x { color: red;\n' }, config);
    const error = await build({ root: broken, logger: silentLogger, write: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({ file: 'css/brand.css', line: 5 });
    const imports = fixtureSite({ ...files, 'css/brand.css': '/* fonts */\n@import url("fonts.css");\n.x { color: red; }\n' }, config);
    const imported = await build({ root: imports, logger: silentLogger, write: false }).catch((e: unknown) => e);
    expect((imported as BuildError).diagnostics[0]).toMatchObject({ file: 'css/brand.css', line: 2 });
    const missing = fixtureSite(baseFiles, config);
    const absent = await build({ root: missing, logger: silentLogger, write: false }).catch((e: unknown) => e);
    expect((absent as BuildError).diagnostics.map((d) => d.configPath).sort()).toEqual(['customCss[0]', 'image']);
  });
});
