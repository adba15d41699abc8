// .mdx pages' modules (issue #23, item 2): one source bundled for Node and for the browser, React docgen's own on
// both sides, `@site/` and the Docusaurus stand-ins resolved, CSS modules named alike on both sides, an unresolvable
// import reported at the page's line, and a component's edit (not an unrelated file's) making the module again; the
// cache keeps what a build's pages use and loses the rest once old.
import { readdirSync, utimesSync } from 'node:fs';
import { PRUNED_MARK } from '../../../src/render/core/prune-files.mjs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageModules, pruneModules, type PageModuleOptions, type PageModuleSource } from '../../../src/render/assets/page-modules.ts';
import { contentHash } from '../../../src/render/core/hash.ts';
import type { PageMdx } from '../../../src/shared/mdx.ts';
import { MdxComponent, type MdxModule } from '../../../src/theme/MdxContent.tsx';

let root: string;
let options: PageModuleOptions;
const vendor = { react: 'assets/vendor-react.X.js', 'react/jsx-runtime': 'assets/vendor-react-jsx-runtime.X.js', 'react-dom': 'assets/vendor-react-dom.X.js', 'react-dom/client': 'assets/vendor-react-dom-client.X.js' };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'docgen-page-modules-'));
  await mkdir(path.join(root, 'src/components'), { recursive: true });
  await mkdir(path.join(root, 'docs'), { recursive: true });
  await writeFile(path.join(root, 'src/components/Counter.jsx'), `import { useState } from 'react';\nimport styles from './Counter.module.css';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Counter({ start, children }) {\n  const [n, setN] = useState(start);\n  const { siteConfig } = useDocusaurusContext();\n  return <button className={styles.button} onClick={() => setN(n + 1)}>{siteConfig.customFields.unit}: {n} {children}</button>;\n}\n`);
  await writeFile(path.join(root, 'src/components/Counter.module.css'), '.button { color: red; }\n');
  await writeFile(path.join(root, 'src/components/unused.js'), 'export const x = 1;\n');
  options = { root, cacheDir: path.join(root, '.docgen-cache'), production: true, site: { title: 'T', tagline: '', url: 'https://example.com', baseUrl: '/', customFields: { unit: 'clicks' } }, vendor };
});

const mdx = (esm: string, line = 1): PageMdx => ({ esm: [{ code: esm, line }], bindings: ['Counter'], expressions: [{ code: 'Counter', line: 5 }], components: ['Counter'] });
const page = (esm: string, line?: number) => ({ route: '/docs/a', sourceFile: 'docs/a.mdx', mdx: mdx(esm, line) });

/** One page's module, made alone. */
async function pageModule(source: PageModuleSource, opts: PageModuleOptions) {
  const { byRoute, diagnostics } = await pageModules([source], opts);
  return { module: byRoute.get(source.route), diagnostics };
}

describe('pageModule', () => {
  it('bundles the page for Node with docgen\'s React and renders a stateful component with the site\'s context', async () => {
    const { module, diagnostics } = await pageModule(page("import Counter from '@site/src/components/Counter.jsx';"), options);
    expect(diagnostics).toEqual([]);
    const loaded = (await import(pathToFileURL(module!.server).href)) as { __docgen: MdxModule };
    expect(loaded.__docgen.expressions[0]!()).toBe(loaded.__docgen.scope.Counter);
    const node = { type: 'mdxJsxFlowElement', name: 'Counter', attributes: [{ type: 'mdxJsxAttribute', name: 'start', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value: 2 } }] } } } }], children: [{ type: 'text', value: 'more' }] };
    const html = renderToString(createElement(MdxComponent, { node: node as never, module: loaded.__docgen }));
    const className = /class="([^"]+)"/.exec(html)![1]!;
    expect(html).toMatch(/>clicks(<!-- -->)?: <!-- -->2<!-- --> <!-- -->more</);
    // The class the server renders is the one the browser's CSS defines.
    expect(module!.css!.code).toContain(`.${className}`);
    expect(module!.island.code).toContain('./vendor-react.X.js');
    expect(module!.island.code).not.toMatch(/react\.production/);
    expect(module!.inputs.map((f: string) => path.relative(root, f)).sort()).toEqual(['src/components/Counter.jsx', 'src/components/Counter.module.css']);
  });

  it('is made again when a component it imports changes, and only then', async () => {
    const first = (await pageModule(page("import Counter from './../src/components/Counter.jsx';"), options)).module!;
    await writeFile(path.join(root, 'src/components/unused.js'), 'export const x = 2;\n');
    expect((await pageModule(page("import Counter from './../src/components/Counter.jsx';"), options)).module!.key).toBe(first.key);
    await writeFile(path.join(root, 'src/components/Counter.module.css'), '.button { color: blue; }\n');
    const second = (await pageModule(page("import Counter from './../src/components/Counter.jsx';"), options)).module!;
    expect(second.key).not.toBe(first.key);
    expect(second.css!.code).toMatch(/blue|#00f/);
  });

  it('reports an import it cannot resolve at the page\'s line, and a Docusaurus module it has no stand-in for', async () => {
    const missing = await pageModule(page("import Counter from './Nowhere';", 7), options);
    expect(missing.module).toBeUndefined();
    expect(missing.diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: 'docs/a.mdx', line: 7, message: expect.stringContaining("cannot resolve the import './Nowhere'") })]);
    const unknown = await pageModule(page("import Counter from '@theme/Unknown';", 3), options);
    expect(unknown.diagnostics).toEqual([expect.objectContaining({ file: 'docs/a.mdx', line: 3, message: expect.stringContaining("no stand-in for '@theme/Unknown'") })]);
  });
});

describe('pageModules', () => {
  it("bundles the pages together, each with its own inputs; a page esbuild fails on is told at its line, and the others are made", async () => {
    const own = { ...options, cacheDir: path.join(root, 'batch-cache') };
    await writeFile(path.join(root, 'src/components/Plain.jsx'), 'export default function Plain() {\n  return <p>plain</p>;\n}\n');
    const counter = { ...page("import Counter from '@site/src/components/Counter.jsx';"), route: '/docs/counter', sourceFile: 'docs/counter.mdx' };
    const plain = { route: '/docs/plain', sourceFile: 'docs/plain.mdx', mdx: { ...mdx("import Plain from '@site/src/components/Plain.jsx';"), bindings: ['Plain'], expressions: [{ code: 'Plain', line: 5 }], components: ['Plain'] } };
    const broken = { ...page("import Counter from './Nowhere';", 4), route: '/docs/broken', sourceFile: 'docs/broken.mdx' };
    const progress: number[] = [];
    const together = await pageModules([counter, plain], own, (done) => progress.push(done));
    expect(together.diagnostics).toEqual([]);
    expect(progress).toEqual([0, 2]);
    const inputs = (route: string) => together.byRoute.get(route)!.inputs.map((f) => path.relative(root, f)).sort();
    expect(inputs('/docs/counter')).toEqual(['src/components/Counter.jsx', 'src/components/Counter.module.css']);
    expect(inputs('/docs/plain')).toEqual(['src/components/Plain.jsx']);
    expect(together.byRoute.get('/docs/plain')!.css).toBeUndefined();
    // Each is the module it would be alone.
    for (const [source, own2] of [[counter, 'counter-alone'], [plain, 'plain-alone']] as const) {
      const alone = (await pageModule(source, { ...own, cacheDir: path.join(root, own2) })).module!;
      const made = together.byRoute.get(source.route)!;
      expect({ key: made.key, island: made.island, css: made.css }).toEqual({ key: alone.key, island: alone.island, css: alone.css });
    }

    const withBroken = await pageModules([broken, counter, plain].map((p) => ({ ...p, mdx: { ...p.mdx, expressions: [...p.mdx.expressions, { code: '1', line: 9 }] } })), own);
    expect([...withBroken.byRoute.keys()].sort()).toEqual(['/docs/counter', '/docs/plain']);
    expect(withBroken.diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: 'docs/broken.mdx', line: 4, message: expect.stringContaining("cannot resolve the import './Nowhere'") })]);
  });
});

describe('pruneModules', () => {
  it("removes what no page of the build uses once a day old (an earlier edit's module, a removed page's record); keeps the build's own and younger ones", async () => {
    const own = { ...options, cacheDir: path.join(root, 'prune-cache') };
    const dir = path.join(own.cacheDir, 'mdx');
    const made = async (route: string, line: string) => (await pageModule({ ...page(`import Counter from '@site/src/components/Counter.jsx';\n${line}`), route }, own)).module!;
    const record = (route: string) => `${contentHash(route)}.json`;
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const age = (...names: string[]) => names.forEach((name) => utimesSync(path.join(dir, name), dayAgo, dayAgo));

    const first = await made('/docs/a', 'export const a = 1;');
    await made('/docs/removed', 'export const r = 1;');
    age(...readdirSync(dir));
    const edited = await made('/docs/a', 'export const a = 2;');
    // Used by the build, and written a day ago: kept all the same.
    const old = await made('/docs/old', 'export const o = 1;');
    age(record('/docs/old'), path.basename(old.server));
    // Used by no page of the build, but young: another build (another mode, another branch) may use it.
    const young = await made('/docs/young', 'export const y = 1;');
    // Left by a killed writer.
    await writeFile(path.join(dir, `${record('/docs/old')}.123-0-4.tmp`), '');
    age(`${record('/docs/old')}.123-0-4.tmp`);
    expect(readdirSync(dir)).toContain(path.basename(first.server));

    pruneModules(own.cacheDir, new Map([['/docs/a', edited], ['/docs/old', old]]));
    // Each module with the source map beside it, which render errors read (issue 45, N16).
    const kept = [...['/docs/a', '/docs/old', '/docs/young'].map(record), ...[edited, old, young].flatMap((m) => [path.basename(m.server), `${path.basename(m.server)}.map`])];
    // The folder's mark of its last pruning stays with them.
    expect(readdirSync(dir).sort()).toEqual([PRUNED_MARK, ...kept].sort());
    // What the build uses still comes from the cache.
    expect(await made('/docs/a', 'export const a = 2;')).toEqual(edited);
    expect(await made('/docs/old', 'export const o = 1;')).toEqual(old);
  });
});
