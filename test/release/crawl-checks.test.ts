// The crawl's verdicts on made-up pages: each kind of failure is caught and named with its page, so a green crawl
// means the checks ran, not that they could not fail.
import { describe, expect, it } from 'vitest';
import { checkAnchors, pageProblems, type CrawledPage } from './crawl.ts';
import { layoutProblems, type LayoutAtWidth } from './layout.ts';

const origin = 'http://127.0.0.1:1234';
const good: CrawledPage = {
  path: '/docs/a',
  status: 200,
  h1: ['A'],
  title: 'A | Site',
  hydrated: true,
  islands: { total: 1, hydrated: 1 },
  errors: [],
  badRequests: [],
  ids: ['main-content', 'usage'],
  links: [],
  layout: [],
  ms: 1,
};
const page = (over: Partial<CrawledPage>): CrawledPage => ({ ...good, ...over });

describe('crawl checks', () => {
  it('passes a good page', () => {
    expect(pageProblems(good, 'A | Site')).toEqual([]);
  });

  it('names the page and each failure', () => {
    const bad = page({
      status: 500,
      redirectedTo: '/docs/b',
      h1: ['A', 'Again'],
      title: 'A',
      hydrated: false,
      islands: { total: 2, hydrated: 1 },
      errors: ['page error: boom', 'console.warning: hydration mismatch'],
      badRequests: ['http://127.0.0.1:1234/docs/x.js answered 404'],
    });
    expect(pageProblems(bad, 'A | Site')).toEqual([
      '/docs/a: answered 500, expected 200',
      '/docs/a: redirected to /docs/b',
      '/docs/a: has 2 h1 elements ("A", "Again")',
      '/docs/a: title is "A", expected "A | Site"',
      '/docs/a: did not hydrate (no data-hydrated on <html>)',
      '/docs/a: hydrated 1 of 2 islands',
      '/docs/a: page error: boom',
      '/docs/a: console.warning: hydration mismatch',
      '/docs/a: request http://127.0.0.1:1234/docs/x.js answered 404',
    ]);
    expect(pageProblems(page({ h1: [] }), undefined)).toEqual(['/docs/a: has 0 h1 elements']);
  });

  it('names each layout failure with its page and width, and passes a page that fits', () => {
    const fits: LayoutAtWidth = { width: 390, scrollWidth: 390, clientWidth: 390, h1Cut: false, cutEntries: [] };
    expect(layoutProblems('/docs/a', [fits, { ...fits, width: 1280, scrollWidth: 1280, clientWidth: 1280 }])).toEqual([]);
    expect(
      layoutProblems('/docs/a', [{ width: 390, scrollWidth: 479, clientWidth: 390, h1Cut: true, cutEntries: ['sidebar: SimulatorHandPoseRotationConstraintsDegrees', 'toc: depthProjectionInverseMatrices'] }]),
    ).toEqual([
      '/docs/a at 390 px: scrolls sideways (479 px wide in a 390 px viewport)',
      '/docs/a at 390 px: the h1 is cut',
      '/docs/a at 390 px: sidebar entry "SimulatorHandPoseRotationConstraintsDegrees" is cut and not marked as shortened',
      '/docs/a at 390 px: toc entry "depthProjectionInverseMatrices" is cut and not marked as shortened',
    ]);
  });

  it('checks in-page, cross-page and file anchors, and leaves other hosts alone', async () => {
    const link = (raw: string) => ({ raw, url: new URL(raw, origin + '/docs/a').href });
    const a = page({
      links: [
        link('#usage'),
        link('#missing'),
        link('/docs/b#setup'),
        link('/docs/b#nowhere'),
        link('/docs/c'),
        link('/docs/img/logo.svg'),
        link('/docs/gone.md'),
        link('/elsewhere'),
        link('https://example.com/#x'),
        link('mailto:a@example.com'),
      ],
    });
    const b = page({ path: '/docs/b', ids: ['setup'] });
    const statuses: Record<string, number> = { '/docs/img/logo.svg': 200, '/docs/gone.md': 404, '/docs/c': 301 };
    const result = await checkAnchors([a, b], origin, '/docs/', async (p) => statuses[p] ?? 404);
    expect(result.problems).toEqual([
      '/docs/a: in-page link "#missing" names no element on the page',
      '/docs/a: link "/docs/b#nowhere" names no element on /docs/b',
      '/docs/a: link "/docs/c" answers 301 (not the canonical URL)',
      '/docs/a: link "/docs/gone.md" answers 404',
      '/docs/a: link "/elsewhere" leaves the base /docs/',
    ]);
    expect(result).toMatchObject({ inPage: 2, crossPage: 2, files: 3, external: 1 });
  });
});
