// The file answering both servers share: which byte range a Range header asks for (RFC 9110, section 14), which
// files of the served folder can be opened at all (nothing outside it through a link, no crash or hang on a dangling
// link, a loop or a link to an ancestor), and a charset on every text type.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { byteRange, contentType, openSiteFile, readSiteFile } from '../../../src/render/serve/static-files.ts';

describe('byteRange', () => {
  const size = 100;
  it.each([
    // Row 11 of issue 25: a suffix is the last n bytes (it was the first n + 1), and 0-0 is one byte (it was the whole file).
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=0-0', { kind: 'part', start: 0, end: 0 }],
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'part', start: 90, end: 99 }],
    ['bytes=90-1000', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-1000', { kind: 'part', start: 0, end: 99 }],
    ['BYTES = 5-6', { kind: 'whole' }],
    ['Bytes=5-6', { kind: 'part', start: 5, end: 6 }],
    ['bytes= 5-6 ,', { kind: 'part', start: 5, end: 6 }],
    // Several ranges are sent as one when they overlap or touch; otherwise the whole file (no multipart).
    ['bytes=0-4,5-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=0-4,2-3', { kind: 'part', start: 0, end: 4 }],
    ['bytes=0-4,50-60', { kind: 'whole' }],
    ['bytes=0-4,500-600', { kind: 'part', start: 0, end: 4 }],
    // Another unit is ignored (`items=0-5` was taken as bytes), and so is a header that does not parse.
    ['items=0-5', { kind: 'whole' }],
    ['bytes=5-2', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['bytes=1-2-3', { kind: 'whole' }],
    ['bytes=+1-2', { kind: 'whole' }],
    ['bytes=', { kind: 'whole' }],
    ['bytes', { kind: 'whole' }],
    ['=0-1', { kind: 'whole' }],
    // None satisfiable: 416.
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=100-200', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=99999999999999999999999-', { kind: 'unsatisfiable' }],
    ['bytes=100-101,200-', { kind: 'unsatisfiable' }],
  ])('%s of 100 bytes', (header, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });

  it('takes nothing of an empty file, and ignores a header with too many ranges', () => {
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(byteRange(`bytes=${Array.from({ length: 101 }, (_, i) => `${i}-${i}`).join(',')}`, 1000)).toEqual({ kind: 'whole' });
  });
});

describe('openSiteFile', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /** A served folder `site/` beside a secret, with links of every kind in it. */
  function folder() {
    const top = mkdtempSync(path.join(os.tmpdir(), 'docgen-static-'));
    made.push(top);
    const dir = path.join(top, 'site');
    mkdirSync(path.join(dir, 'guide'), { recursive: true });
    writeFileSync(path.join(top, 'secret.txt'), 'secret');
    writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
    writeFileSync(path.join(dir, 'guide/First.html'), '<h1>first</h1>');
    writeFileSync(path.join(dir, '.hidden'), 'dot');
    symlinkSync(path.join(top, 'secret.txt'), path.join(dir, 'passwd.txt'));
    symlinkSync('../secret.txt', path.join(dir, 'relative.txt'));
    symlinkSync('..', path.join(dir, 'up'));
    symlinkSync(top, path.join(dir, 'guide/top'));
    symlinkSync('/nonexistent/f', path.join(dir, 'd.txt'));
    symlinkSync('loop.txt', path.join(dir, 'loop.txt'));
    symlinkSync('b.txt', path.join(dir, 'a.txt'));
    symlinkSync('a.txt', path.join(dir, 'b.txt'));
    symlinkSync('First.html', path.join(dir, 'guide/Alias.html'));
    symlinkSync('.', path.join(dir, 'guide/self'));
    return dir;
  }

  it.each(['/passwd.txt', '/relative.txt', '/up/secret.txt', '/guide/top/secret.txt'])(
    'does not follow a link out of the served folder: %s (issue 25, row 9)',
    async (sitePath) => {
      expect(await readSiteFile(folder(), sitePath)).toBeUndefined();
    },
  );

  it.each(['/d.txt', '/loop.txt', '/a.txt', '/up', '/guide/self', '/guide', '/.hidden', '/missing.txt', '/guide/First.html/x'])(
    'finds no file, without throwing, at %s (issue 25, row 10)',
    async (sitePath) => {
      expect(await openSiteFile(folder(), [sitePath])).toBeUndefined();
    },
  );

  it('follows a link that stays inside, and takes the first candidate that is a file', async () => {
    const dir = folder();
    expect((await readSiteFile(dir, '/guide/Alias.html'))?.toString()).toBe('<h1>first</h1>');
    expect((await readSiteFile(dir, '/guide/self/self/First.html'))?.toString()).toBe('<h1>first</h1>');
    const file = await openSiteFile(dir, ['/guide/First', '/guide/First.html', '/guide/First/index.html']);
    expect(file?.contentType).toBe('text/html; charset=utf-8');
    await file?.handle.close();
  });
});

describe('contentType', () => {
  it.each([
    ['llms-full.txt', 'text/plain; charset=utf-8'],
    ['page.md', 'text/markdown; charset=utf-8'],
    ['a.html', 'text/html; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['search-index.json', 'application/json; charset=utf-8'],
    ['logo.svg', 'image/svg+xml; charset=utf-8'],
    ['data.csv', 'text/csv; charset=utf-8'],
    ['card.png', 'image/png'],
    ['favicon.ico', 'image/x-icon'],
    ['model.glb', 'model/gltf-binary'],
    ['no-extension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });
});
