// Authored hrefs to final URLs: `.md` file links, `api:` symbols and site paths, with the query and hash kept; what
// cannot be translated is reported at its source line as onBrokenLinks says, a `.md` link as onBrokenMarkdownLinks says.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/render/core/diagnostics.ts';
import { linkContextKey, resolvePageLinks, resolvePageLinksOnce, type LinkContext } from '../../../src/render/graph/resolve-links.ts';
import type { Page } from '../../../src/shared/types.ts';
import { bodyHrefs, doc, withLinks } from './pages.ts';

const targets = [doc('intro'), doc('manual/Core'), doc('manual/advanced/Deep')];

function context(onBroken: LinkContext['onBroken'] = 'throw', onBrokenMarkdown: LinkContext['onBrokenMarkdown'] = onBroken): LinkContext {
  return {
    base: '/docs/',
    trailingSlash: undefined,
    bySource: new Map<string, Page>(targets.map((p) => [p.sourceFile!, p])),
    symbols: { Core: '/docs/api/classes/Core', 'Core.init': '/docs/api/classes/Core#init' },
    diagnostics: new DiagnosticBag(),
    onBroken,
    onBrokenMarkdown,
    contentDir: 'content/docs',
    pagesDir: 'content/pages',
  };
}

describe('resolvePageLinks', () => {
  it('turns file links relative to the source into routes, keeping query and hash', () => {
    const page = withLinks(doc('manual/Core'), ['./advanced/Deep.md', '../intro.md#install', 'advanced/Deep.md?x=1#a']);
    expect(resolvePageLinks(page, context())).toEqual(['/docs/manual/advanced/Deep', '/docs/#install', '/docs/manual/advanced/Deep?x=1#a']);
  });

  it('puts site paths under the base and leaves external links, anchors and relative URLs as written', () => {
    const page = withLinks(doc('manual/Core'), ['/manual/Core#init', '/docs/manual/Core', 'https://x.test/a.md', '#top', 'img/logo.svg']);
    expect(resolvePageLinks(page, context())).toEqual(['/docs/manual/Core#init', '/docs/manual/Core', 'https://x.test/a.md', '#top', 'img/logo.svg']);
  });

  it('finds a Markdown file as Docusaurus does: `/…` from the docs folder, `@site/…` from the site, a bare name from the page then the docs folder', () => {
    const page = withLinks(doc('manual/advanced/Deep'), ['/intro.md', '/manual/Core.md#init', '@site/content/docs/manual/Core.md', 'intro.md', './Deep.md', 'Deep.md']);
    const ctx = context();
    expect(resolvePageLinks(page, ctx)).toEqual(['/docs/', '/docs/manual/Core#init', '/docs/manual/Core', '/docs/', '/docs/manual/advanced/Deep', '/docs/manual/advanced/Deep']);
    expect(ctx.diagnostics.items).toEqual([]);
    // `./` never leaves the page's folder.
    expect(resolvePageLinks(withLinks(doc('manual/Core'), ['./intro.md']), ctx)).toEqual(['./intro.md']);
    expect(ctx.diagnostics.items).toHaveLength(1);
  });

  it('puts a pathname:// link under the base, as a path no page needs to have', () => {
    const ctx = context();
    expect(resolvePageLinks(withLinks(doc('intro'), ['pathname:///files/report.pdf', 'pathname://files/x.html']), ctx)).toEqual(['/docs/files/report.pdf', '/docs/files/x.html']);
    expect(ctx.diagnostics.items).toEqual([]);
  });

  it('resolves api: links to the symbol pages and members', () => {
    const page = withLinks(doc('intro'), ['api:Core', 'api:Core.init']);
    expect(resolvePageLinks(page, context())).toEqual(['/docs/api/classes/Core', '/docs/api/classes/Core#init']);
  });

  it('reports a file that is no page and an unknown symbol at their lines, with the closest names', () => {
    const ctx = context();
    const page = withLinks(doc('manual/Core'), ['./Depth.md', 'api:Cor']);
    expect(resolvePageLinks(page, ctx)).toEqual(['./Depth.md', 'api:Cor']);
    expect(ctx.diagnostics.errors).toEqual([
      { severity: 'error', file: 'content/docs/manual/Core.md', line: 1, message: "link './Depth.md' points to content/docs/manual/Depth.md, which is not a page of this site.", hint: expect.stringContaining('content/docs/manual/Core.md') },
      { severity: 'error', file: 'content/docs/manual/Core.md', line: 2, message: "link 'api:Cor' names no exported API symbol.", hint: expect.stringContaining('Core') },
    ]);
  });

  it('warns about or ignores what it cannot translate, as onBrokenLinks says', () => {
    const warned = context('warn');
    resolvePageLinks(withLinks(doc('intro'), ['api:Nope']), warned);
    expect(warned.diagnostics.items.map((d) => d.severity)).toEqual(['warning']);
    const ignored = context('ignore');
    resolvePageLinks(withLinks(doc('intro'), ['api:Nope']), ignored);
    expect(ignored.diagnostics.items).toEqual([]);
  });

  it('reports a Markdown file that is no page as onBrokenMarkdownLinks says, whatever onBrokenLinks says, leaving the link as written', () => {
    const severities = (onBroken: LinkContext['onBroken'], onBrokenMarkdown: LinkContext['onBrokenMarkdown']) => {
      const ctx = context(onBroken, onBrokenMarkdown);
      expect(resolvePageLinks(withLinks(doc('manual/Core'), ['./Depth.md#a', 'api:Nope']), ctx)).toEqual(['./Depth.md#a', 'api:Nope']);
      return ctx.diagnostics.items.map((d) => [d.line, d.severity]);
    };
    expect(severities('throw', 'warn')).toEqual([
      [1, 'warning'],
      [2, 'error'],
    ]);
    expect(severities('throw', 'ignore')).toEqual([[2, 'error']]);
    expect(severities('ignore', 'throw')).toEqual([[1, 'error']]);
    // The message says what to do.
    const ctx = context('throw', 'warn');
    resolvePageLinks(withLinks(doc('manual/Core'), ['./Depth.md']), ctx);
    expect(ctx.diagnostics.warnings[0]!.hint).toMatch(/^Did you mean: content\/docs\/manual\/Core.md, .*\? Point it at the file of a doc or page, from this file's folder/);
  });

  it('rejects links that run script or open inline documents at their line, whatever onBrokenLinks says (issue 25, row 16)', () => {
    const hrefs = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' \tjava\nscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'];
    for (const onBroken of ['throw', 'warn', 'ignore'] as const) {
      const ctx = context(onBroken);
      resolvePageLinks(withLinks(doc('intro'), [...hrefs, 'https://x.test/javascript:', './manual/Core.md']), ctx);
      expect(ctx.diagnostics.errors.map((d) => [d.line, d.message.match(/uses the (\S+) scheme/)?.[1]])).toEqual([
        [1, 'javascript:'],
        [2, 'javascript:'],
        [3, 'javascript:'],
        [4, 'vbscript:'],
        [5, 'data:'],
      ]);
    }
  });

  it('leaves the page as loaded, so that a rebuild resolves from the authored href and follows a moved target', () => {
    const page = Object.freeze(withLinks(doc('intro'), ['./manual/Core.md']));
    const ctx = context();
    expect(resolvePageLinks(page, ctx)).toEqual(['/docs/manual/Core']);
    ctx.bySource.set('content/docs/manual/Core.md', { ...targets[1]!, route: '/docs/core' });
    expect(resolvePageLinks(page, ctx)).toEqual(['/docs/core']);
    expect(bodyHrefs(page)).toEqual(['./manual/Core.md']);
  });

  it('resolves a page once per context, reporting its problems again each time, and again when a target moves (issue 22)', () => {
    const page = withLinks(doc('intro'), ['./manual/Core.md', './Gone.md']);
    const first = context();
    const key = linkContextKey(first);
    const hrefs = resolvePageLinksOnce(page, first, key);
    expect(hrefs).toEqual(['/docs/manual/Core', './Gone.md']);
    // A new context with the same routes and the same symbols object (the API's, kept between rebuilds).
    const again = { ...context(), symbols: first.symbols };
    expect(linkContextKey(again)).toBe(key);
    expect(resolvePageLinksOnce(page, again, key)).toBe(hrefs);
    expect(again.diagnostics.errors.map((d) => d.line)).toEqual([2]);
    // Another policy for Markdown links: another key, and the problems reported anew under it.
    const lenient = { ...context('throw', 'ignore'), symbols: first.symbols };
    expect(linkContextKey(lenient)).not.toBe(key);
    resolvePageLinksOnce(page, lenient, linkContextKey(lenient));
    expect(lenient.diagnostics.items).toEqual([]);
    // Core moves: the key changes with it, and the page resolves anew.
    const moved = { ...context(), symbols: first.symbols };
    moved.bySource.set('content/docs/manual/Core.md', { ...targets[1]!, route: '/docs/core' });
    expect(linkContextKey(moved)).not.toBe(key);
    expect(resolvePageLinksOnce(page, moved, linkContextKey(moved))).toEqual(['/docs/core', './Gone.md']);
  });
});
