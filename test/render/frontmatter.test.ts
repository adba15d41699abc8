import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../src/render/load/frontmatter.ts';
import { docIdFromPath, docRoute } from '../../src/render/load/routes.ts';
import { build } from '../../src/render/commands/build.ts';
import { BuildError } from '../../src/render/core/diagnostics.ts';
import { baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

describe('frontmatter', () => {
  it('parses the Docusaurus fields and keeps the body with its line offset', () => {
    const r = parseFrontmatter('---\ntitle: Core\nsidebar_position: 3\nkeywords: [xr, core]\npagination_next: null\n---\nBody\n');
    expect(r.data).toEqual({ title: 'Core', sidebar_position: 3, keywords: ['xr', 'core'], pagination_next: null });
    expect(r.body).toBe('Body\n');
    expect(r.bodyLineOffset).toBe(6);
    expect(r.problems).toEqual([]);
  });

  it('reports malformed YAML with the file line', () => {
    const r = parseFrontmatter('---\ntitle: ok\ndescription: [unclosed\n---\n');
    expect(r.problems[0]?.line).toBeGreaterThanOrEqual(3);
    expect(r.problems[0]?.message).toMatch(/^malformed frontmatter/);
  });

  it('reports known fields of the wrong type with their line', () => {
    const r = parseFrontmatter('---\ntitle: ok\nsidebar_position: first\ndraft: yes please\n---\n');
    expect(r.problems).toEqual([
      { line: 3, message: `frontmatter field 'sidebar_position' should be number, found "first".` },
      { line: 4, message: `frontmatter field 'draft' should be boolean, found "yes please".` },
    ]);
  });

  it('leaves a known field of the wrong type out of the data it reports it in', () => {
    const r = parseFrontmatter('---\ntitle: ok\nslug: 42\nid: [a]\n---\n');
    expect(r.data).toEqual({ title: 'ok' });
    expect(r.problems.map((p) => p.line)).toEqual([3, 4]);
  });

  it('fails the build with file:line for a slug or id that is no string, never with a TypeError', async () => {
    // `slug: 2024` or `id: 2` crashed the build with "slug.match is not a function" and a stack trace.
    for (const [field, value] of [['slug', '2024'], ['slug', 'true'], ['slug', 'null'], ['id', '2'], ['id', '[a]']]) {
      const root = fixtureSite({ ...baseFiles, 'content/docs/guide/02-Second.md': `---\ntitle: Second\n${field}: ${value}\n---\nText\n` });
      const error = await build({ root, logger: silentLogger, write: false }).catch((e: unknown) => e);
      expect(error, `${field}: ${value}`).toBeInstanceOf(BuildError);
      expect((error as BuildError).diagnostics).toEqual([
        expect.objectContaining({ file: 'content/docs/guide/02-Second.md', line: 3, message: expect.stringContaining(`frontmatter field '${field}' should be`) }),
      ]);
    }
  });

  it('reports frontmatter that is never closed, at its opening line', () => {
    for (const source of ['---\ntitle: S\ndraft: true\nSECRET\n', '---\r\ntitle: S\r\ndraft: true\r\n...\r\nSECRET\r\n']) {
      const r = parseFrontmatter(source);
      expect(r.problems, JSON.stringify(source)).toEqual([expect.objectContaining({ line: 1, message: 'the frontmatter opened on line 1 is never closed: no `---` line ends it.' })]);
      expect(r.data).toEqual({});
    }
  });

  it('fails the build on a draft whose frontmatter is never closed, instead of publishing it', async () => {
    // The `---` line read as a rule and the YAML as text: a `draft: true` page was published, searchable, with exit 0.
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Draft.md': '---\ntitle: Secret\ndraft: true\n\nDRAFT-BODY\n' });
    const error = await build({ root, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([expect.objectContaining({ file: 'content/docs/guide/03-Draft.md', line: 1 })]);
  });

  it('treats a file without frontmatter as all body', () => {
    expect(parseFrontmatter('# Title\n')).toEqual({ data: {}, body: '# Title\n', bodyLineOffset: 0, problems: [], lines: {} });
  });

  it('fails the build with file:line for bad frontmatter', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/02-Second.md': '---\ntitle: [oops\n---\nText\n' });
    const error = await build({ root, logger: silentLogger, write: false }).catch((e) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect(error.diagnostics[0]).toMatchObject({ file: 'content/docs/guide/02-Second.md', line: 2 });
  });
});

describe('doc ids and routes', () => {
  it('strips numeric prefixes from ids and routes', () => {
    expect(docIdFromPath('templates/00-Basic.md')).toEqual({ id: 'templates/Basic', dir: 'templates', prefix: 0 });
    expect(docIdFromPath('a/01_b/12-C.md')).toEqual({ id: 'a/b/C', dir: 'a/b', prefix: 12 });
    expect(docIdFromPath('manual/Core.md', 'core-id')).toEqual({ id: 'manual/core-id', dir: 'manual', prefix: undefined });
    expect(docIdFromPath('2024-notes.md').id).toBe('notes');
  });

  it('applies slugs: absolute from the base, relative from the folder', () => {
    expect(docRoute('/docs/', 'intro', '', '/')).toBe('/docs/');
    expect(docRoute('/docs/', 'manual/Core', 'manual', 'engine')).toBe('/docs/manual/engine');
    expect(docRoute('/docs/', 'manual/Core', 'manual', '/core')).toBe('/docs/core');
    expect(docRoute('/docs/', 'guide/index', 'guide')).toBe('/docs/guide');
  });
});

describe('Docusaurus page fields', () => {
  it('checks unlisted, custom_edit_url and the TOC levels', () => {
    const ok = parseFrontmatter('---\nunlisted: true\ncustom_edit_url: null\ntoc_min_heading_level: 3\ntoc_max_heading_level: 5\n---\n');
    expect(ok.problems).toEqual([]);
    expect(ok.data).toEqual({ unlisted: true, custom_edit_url: null, toc_min_heading_level: 3, toc_max_heading_level: 5 });
    const bad = parseFrontmatter('---\nunlisted: sometimes\ncustom_edit_url: 3\ntoc_min_heading_level: 1\ntoc_max_heading_level: 4.5\n---\n');
    expect(bad.problems).toEqual([
      { line: 2, message: `frontmatter field 'unlisted' should be boolean, found "sometimes".` },
      { line: 3, message: `frontmatter field 'custom_edit_url' should be string or null, found 3.` },
      { line: 4, message: `frontmatter field 'toc_min_heading_level' should be a heading level from 2 to 6, found 1.` },
      { line: 5, message: `frontmatter field 'toc_max_heading_level' should be a heading level from 2 to 6, found 4.5.` },
    ]);
    const crossed = parseFrontmatter('---\ntitle: x\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n');
    expect(crossed.problems).toMatchObject([{ line: 3, message: expect.stringContaining("'toc_min_heading_level' (4) is above 'toc_max_heading_level' (3)") }]);
  });

  it('takes a page TOC at the levels its frontmatter sets, the other level from the config', async () => {
    const body = '## Two\n\n### Three\n\n#### Four\n\n##### Five\n';
    const root = fixtureSite({
      ...baseFiles,
      'content/docs/guide/Deep.md': `---\ntitle: Deep\ntoc_max_heading_level: 4\n---\n${body}`,
      'content/docs/guide/Narrow.md': `---\ntitle: Narrow\ntoc_min_heading_level: 3\ntoc_max_heading_level: 3\n---\n${body}`,
      'content/docs/guide/Site.md': `---\ntitle: Site\n---\n${body}`,
    });
    const { graph } = await build({ root, logger: silentLogger, write: false });
    const levels = (route: string) => graph.pages.get(route)!.headings.map((h) => h.depth);
    expect(levels('/docs/guide/Deep')).toEqual([2, 3, 4]);
    expect(levels('/docs/guide/Narrow')).toEqual([3]);
    expect(levels('/docs/guide/Site')).toEqual([2, 3]);
    expect(graph.pages.get('/docs/guide/Deep')!.headings[2]).toEqual({ depth: 4, id: 'four', text: 'Four' });
  });
});
