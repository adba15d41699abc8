// The incremental builder behind docgen serve, in-process: what each kind of change re-renders and rewrites.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDevBuilder } from '../../src/render/serve/dev-builder.ts';
import { isHashedAsset, resolveRequest } from '../../src/render/serve/routing.ts';
import { baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

function setup(files = baseFiles) {
  const root = fixtureSite(files);
  const outDir = path.join(root, '.docgen-cache/serve');
  const builder = createDevBuilder({ root, outDir, logger: silentLogger });
  const write = (file: string, content: string) => writeFileSync(path.join(root, file), content);
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  return { root, outDir, builder, write, read };
}

describe('incremental build', () => {
  it('writes everything once, then nothing when nothing changed', async () => {
    const { builder, outDir } = setup();
    const first = await builder.build();
    expect(first.ok).toBe(true);
    expect(first.changed).toEqual(expect.arrayContaining(['/docs/', '/docs/404', '/docs/guide/First', '/docs/guide/Second']));
    expect(first.changed).toHaveLength(first.pageCount);
    expect(first.assetsChanged).toBe(true);
    expect(existsSync(path.join(outDir, 'guide/First.html'))).toBe(true);
    const again = await builder.build();
    expect(again).toMatchObject({ ok: true, changed: [], removed: [], rendered: 0, assetsChanged: false, errors: [] });
  });

  it('re-renders only the edited page when its body changes', async () => {
    const { builder, write, read } = setup();
    await builder.build();
    write('content/docs/guide/02-Second.md', '---\ntitle: Second\n---\n## Details {#custom}\n\nNew words.\n');
    const report = await builder.build();
    expect(report.rendered).toBe(1);
    expect(report.changed).toEqual(['/docs/guide/Second']);
    expect(read('guide/Second.html')).toContain('New words.');
  });

  it('re-renders the pages whose sidebar, breadcrumbs or prev/next show a retitled page', async () => {
    const { builder, write, read } = setup();
    await builder.build();
    write('content/docs/guide/02-Second.md', '---\ntitle: Deuxième\n---\n## Details {#custom}\n\nBack to [setup](/guide/First#setup).\n');
    const report = await builder.build();
    // The sidebar shows on every page of it; the 404 page and standalone pages have none.
    expect(report.changed.filter((r) => r.startsWith('/docs/guide') || r === '/docs/').sort()).toEqual(['/docs/', '/docs/guide/First', '/docs/guide/Second']);
    expect(report.changed).not.toContain('/docs/404');
    expect(read('guide/First.html')).toContain('Deuxième');
  });

  it('follows a renamed page: the old route goes, links to it break with a suggestion, then resolve again', async () => {
    const { root, builder, outDir, read, write } = setup();
    await builder.build();
    renameSync(path.join(root, 'content/docs/guide/02-Second.md'), path.join(root, 'content/docs/guide/02-Later.md'));
    const renamed = await builder.build();
    expect(renamed.removed).toEqual(['/docs/guide/Second']);
    expect(renamed.changed).toEqual(expect.arrayContaining(['/docs/guide/First', '/docs/guide/Later']));
    expect(existsSync(path.join(outDir, 'guide/Second.html'))).toBe(false);
    expect(renamed.errors).toEqual([expect.objectContaining({ file: 'content/docs/guide/01-First.md', line: 6, hint: expect.stringContaining('content/docs/guide/02-Later.md') })]);
    expect(read('guide/First.html')).toContain('href="/docs/guide/Later"'); // the sidebar and "next" link

    write('content/docs/guide/01-First.md', '---\ntitle: First\n---\n## Setup\n\nGo [next](./02-Later.md).\n');
    const fixed = await builder.build();
    expect(fixed.errors).toEqual([]);
    expect(fixed.changed).toEqual(['/docs/guide/First']);
  });

  it('reports errors without losing the last good output, then recovers', async () => {
    const { builder, write, read } = setup();
    await builder.build();
    const before = read('guide/First.html');
    write('content/docs/guide/01-First.md', '---\ntitle: [broken\n---\nx\n');
    const bad = await builder.build();
    expect(bad.ok).toBe(false);
    expect(bad.errors[0]?.file).toBe('content/docs/guide/01-First.md');
    expect(read('guide/First.html')).toBe(before);

    write('content/docs/guide/01-First.md', '---\ntitle: First\n---\n## Setup\n\nA [missing](./Missing.md) page.\n');
    const linkError = await builder.build();
    expect(linkError.ok).toBe(true);
    expect(linkError.errors).toEqual([expect.objectContaining({ file: 'content/docs/guide/01-First.md', line: 6 })]);
    expect(read('guide/First.html')).toContain('A <a href="./Missing.md">missing</a> page.');

    write('content/docs/guide/01-First.md', '---\ntitle: First\n---\n## Setup\n\nGo [next](./02-Second.md).\n');
    expect((await builder.build()).errors).toEqual([]);
  });

  it('copies images as pages use them, and static files as they change', async () => {
    const { root, builder, write, outDir } = setup({ ...baseFiles, 'content/static/robots.txt': 'one\n', 'content/docs/guide/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    await builder.build();
    write('content/docs/guide/02-Second.md', '---\ntitle: Second\n---\n## Details {#custom}\n\n![A picture](./pic.svg)\n');
    const found = await builder.build();
    expect(found.changed).toEqual(['/docs/guide/Second']);
    expect(found.assetsChanged).toBe(true);
    const [, src = ''] = /<img src="\/docs\/(assets\/pic\.[0-9a-f]{10}\.svg)"/.exec(readFileSync(path.join(outDir, 'guide/Second.html'), 'utf8')) ?? [];
    expect(src).not.toBe('');
    expect(existsSync(path.join(outDir, src))).toBe(true);

    write('content/static/robots.txt', 'two, longer\n');
    expect((await builder.build()).assetsChanged).toBe(true);
    expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe('two, longer\n');
    rmSync(path.join(root, 'content/static/robots.txt'));
    expect((await builder.build()).assetsChanged).toBe(true);
    expect(existsSync(path.join(outDir, 'robots.txt'))).toBe(false);
  });

  it('writes the sitemap and other whole-site files on request, only when pages changed', async () => {
    const { builder, write, outDir } = setup();
    await builder.build();
    expect(await builder.writeDerived()).toContain('sitemap.xml');
    expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('/docs/guide/First');
    await builder.build();
    expect(await builder.writeDerived()).toEqual([]);
    write('content/docs/guide/03-Third.md', '---\ntitle: Third\n---\nThird.\n');
    await builder.build();
    expect(await builder.writeDerived()).toContain('sitemap.xml');
    expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('/docs/guide/Third');
  });

  it('renders again the .mdx pages whose component changed, and no other page (issue #23, authors\' workflow)', async () => {
    const { builder, write, read } = setup({
      ...baseFiles,
      'src/Greeting.jsx': "import styles from './Greeting.module.css';\nexport function Greeting({ name }) { return <b className={styles.hello}>Hello, {name}!</b>; }\n",
      'src/Greeting.module.css': '.hello { color: green; }\n',
      'src/Other.jsx': 'export const Other = () => <i>other</i>;\n',
      'content/docs/guide/03-Third.mdx': "---\ntitle: Third\n---\nimport { Greeting } from '@site/src/Greeting.jsx';\n\n<Greeting name=\"reader\" />\n",
      'content/docs/guide/04-Fourth.mdx': "---\ntitle: Fourth\n---\nimport { Other } from '@site/src/Other.jsx';\n\n<Other />\n",
    });
    const first = await builder.build();
    expect(first.errors).toEqual([]);
    expect(read('guide/Third.html')).toContain('Hello, <!-- -->reader<!-- -->!');
    expect(first.watch.modules.map((f) => path.basename(f)).sort()).toEqual(['Greeting.jsx', 'Greeting.module.css', 'Other.jsx']);
    write('src/Greeting.jsx', "import styles from './Greeting.module.css';\nexport function Greeting({ name }) { return <b className={styles.hello}>Welcome, {name}!</b>; }\n");
    const edited = await builder.build();
    expect(edited.changed).toEqual(['/docs/guide/Third']);
    expect(read('guide/Third.html')).toContain('Welcome, <!-- -->reader<!-- -->!');
    write('src/Greeting.module.css', '.hello { color: purple; }\n');
    const styled = await builder.build();
    expect(styled.changed).toEqual(['/docs/guide/Third']);
    expect(styled.assetsChanged).toBe(true);
  });
});

describe('request routing', () => {
  it.each([
    ['/docs/', { kind: 'file', path: '/', route: '/docs/' }],
    ['/docs/guide/First', { kind: 'file', path: '/guide/First', route: '/docs/guide/First' }],
    ['/docs/a%20b', { kind: 'file', path: '/a b', route: '/docs/a%20b' }],
    ['/docs/assets/style.0123456789.css', { kind: 'file', path: '/assets/style.0123456789.css' }],
    ['/', { kind: 'redirect', location: '/docs/' }],
    ['/docs?x=1', { kind: 'redirect', location: '/docs/?x=1' }],
    ['/docs/index.html', { kind: 'redirect', location: '/docs/' }],
    ['/docs/a/index.html', { kind: 'redirect', location: '/docs/a' }],
    ['/docs/a.html', { kind: 'redirect', location: '/docs/a' }],
    ['/docs/a/', { kind: 'redirect', location: '/docs/a' }],
    ['//evil.test/docs/', { kind: 'not-found' }],
    ['/other', { kind: 'not-found' }],
    ['/docs/../x', { kind: 'not-found' }],
    ['/docs/%2e%2e/x', { kind: 'not-found' }],
    ['/docs/..%2fx', { kind: 'bad' }],
    ['/docs/%00', { kind: 'bad' }],
    ['/docs/%E0%A4%A', { kind: 'bad' }],
    ['/docs/a%5c..%5cx', { kind: 'bad' }],
  ])('%s', (url, expected) => {
    expect(resolveRequest('/docs/', url)).toMatchObject(expected);
  });

  // A site at the root of its host (Docusaurus's default `baseUrl: '/'`) is served at `/`, not sent there again.
  it.each([
    ['/', { kind: 'file', path: '/', route: '/' }],
    ['/?q=ledger', { kind: 'file', path: '/', route: '/' }],
    ['/guide/First', { kind: 'file', path: '/guide/First', route: '/guide/First' }],
    ['/index.html', { kind: 'redirect', location: '/' }],
    ['/guide/First/', { kind: 'redirect', location: '/guide/First' }],
  ])('base URL /: %s', (url, expected) => {
    expect(resolveRequest('/', url)).toMatchObject(expected);
  });

  it('tells content-hashed assets from other files', () => {
    expect(isHashedAsset('/assets/style.0123456789.css')).toBe(true);
    expect(isHashedAsset('/assets/search/p.0123456789.json')).toBe(true);
    expect(isHashedAsset('/assets/chunk.7JJRCKPV.js')).toBe(true);
    expect(isHashedAsset('/assets/island-LiveDemo.WOYNHPRD.js')).toBe(true);
    expect(isHashedAsset('/assets/logo.svg')).toBe(false);
    expect(isHashedAsset('/assets/logo.fontface.svg')).toBe(false);
    expect(isHashedAsset('/img/x.0123456789.png')).toBe(false);
  });
});
