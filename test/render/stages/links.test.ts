// The link check between builds (issue 22): a build checks again only the routes whose hrefs, or the routes and ids
// they can point at, changed since the last build of its mode, and still reports what an unchanged route breaks. A
// damaged record of the last check is checked afresh.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

/** How many routes each call of the link checker checked. */
const checkedRoutes = vi.hoisted(() => [] as number[]);
vi.mock('../../../src/render/links/check-links.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/render/links/check-links.ts')>();
  return {
    ...actual,
    checkLinksByRoute: (options: Parameters<typeof actual.checkLinksByRoute>[0]) => {
      const byRoute = actual.checkLinksByRoute(options);
      checkedRoutes.push(byRoute.size);
      return byRoute;
    },
  };
});

it("checks again only the routes an edit changed, and still reports an unchanged route's broken link", async () => {
  const second = 'content/docs/guide/02-Second.md';
  const root = fixtureSite({ ...baseFiles, [second]: '---\ntitle: Second\n---\nSee [the gone page](/guide/Gone).\n' }, { ...baseConfig, onBrokenLinks: 'warn' });
  const gone = (warnings: { message: string }[]) => warnings.filter((w) => w.message.includes('/docs/guide/Gone')).map((w) => w.message);
  const run = async () => {
    checkedRoutes.length = 0;
    const { warnings } = await build({ root, logger: silentLogger });
    return { warnings: gone(warnings), checked: checkedRoutes.reduce((a, b) => a + b, 0) };
  };

  const first = await run();
  expect(first.warnings).toHaveLength(1);
  expect(first.checked).toBeGreaterThanOrEqual(4);
  // Nothing changed: nothing checked, the same warning.
  expect(await run()).toEqual({ warnings: first.warnings, checked: 0 });
  // The first guide's text edited: that route only.
  const firstGuide = path.join(root, 'content/docs/guide/01-First.md');
  writeFileSync(firstGuide, `${readFileSync(firstGuide, 'utf8')}\nOne more sentence.\n`);
  expect(await run()).toEqual({ warnings: first.warnings, checked: 1 });
  // A page the others may link to added: the world changed, every route is checked.
  writeFileSync(path.join(root, 'content/docs/guide/03-Third.md'), '---\ntitle: Third\n---\nThe third.\n');
  expect((await run()).checked).toBeGreaterThan(first.checked);
  // The record damaged: checked afresh, the warning as before.
  const record = path.join(root, '.docgen-cache/links/production.json');
  writeFileSync(record, readFileSync(record, 'utf8').replace('Gone', 'Gome'));
  const damaged = await run();
  expect(damaged.warnings).toEqual(first.warnings);
  expect(damaged.checked).toBeGreaterThan(first.checked);
});

it("checks a .tsx page's links on every build: they come from the modules it imports, which its key does not cover", async () => {
  const hero = (href: string) => `export function Hero() { return <a href="${href}">Start</a>; }\n`;
  const root = fixtureSite(
    {
      ...baseFiles,
      'src/components/Hero.tsx': hero('/docs/guide/Gone'),
      'content/pages/hello.tsx': "import { Hero } from '../../src/components/Hero.tsx';\nexport default function Hello() { return <Hero />; }\n",
    },
    { ...baseConfig, onBrokenLinks: 'warn' },
  );
  const gone = async () => (await build({ root, logger: silentLogger })).warnings.filter((w) => w.message.includes('/docs/guide/Gone'));
  expect(await gone()).toHaveLength(1);
  writeFileSync(path.join(root, 'src/components/Hero.tsx'), hero('/docs/guide/First'));
  expect(await gone()).toEqual([]);
  writeFileSync(path.join(root, 'src/components/Hero.tsx'), hero('/docs/guide/Gone'));
  expect(await gone()).toHaveLength(1);
});

