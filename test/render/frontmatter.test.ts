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
    expect(r.problems[0].line).toBeGreaterThanOrEqual(3);
    expect(r.problems[0].message).toMatch(/^malformed frontmatter/);
  });

  it('reports known fields of the wrong type with their line', () => {
    const r = parseFrontmatter('---\ntitle: ok\nsidebar_position: first\ndraft: yes please\n---\n');
    expect(r.problems).toEqual([
      { line: 3, message: `frontmatter field 'sidebar_position' should be number, found "first".` },
      { line: 4, message: `frontmatter field 'draft' should be boolean, found "yes please".` },
    ]);
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
