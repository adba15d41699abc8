// Content that would escape the site, loop, or exhaust the parser fails the build at once with the file and line and
// what to do, never with a stack trace or files outside the output folder (issue 25, rows 3, 6, 7, 8, 15).
import { execFileSync } from 'node:child_process';
import { closeSync, constants, existsSync, mkdirSync, openSync, rmSync, symlinkSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError, type Diagnostic } from '../../../src/render/core/diagnostics.ts';
import { createEngine, loadSite } from '../../../src/render/engine/engine.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

/** The diagnostics of a build that must fail; fails the test if it succeeds or throws something else. */
async function buildErrors(root: string): Promise<Diagnostic[]> {
  const error: unknown = await build({ root, logger: silentLogger }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BuildError);
  return (error as BuildError).diagnostics;
}

const page = (front: string, body = 'Text.\n') => `---\ntitle: T\n${front}---\n${body}`;

describe('hostile content', () => {
  it('a slug that climbs out of the site is an error naming the file and line, and nothing is written outside', async () => {
    for (const slug of ['../../../../outside/x', '/../outside/x', '/a/../../outside/x']) {
      const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Evil.md': page(`description: d\nslug: ${slug}\n`) }, { ...baseConfig, onBrokenLinks: 'warn' });
      expect(await buildErrors(root), slug).toEqual([
        expect.objectContaining({ file: 'content/docs/guide/03-Evil.md', line: 4, message: expect.stringContaining('leads outside the site') }),
      ]);
      expect(existsSync(path.join(root, '..', 'outside')), slug).toBe(false);
      expect(existsSync(path.join(root, 'outside')), slug).toBe(false);
    }
    // docgen serve loads its pages through the same stage, drafts included.
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Evil.md': page('slug: ../../../x\n') });
    const site = await loadSite({ root, mode: 'development', logger: silentLogger }).catch((e: unknown) => e);
    expect(site).toBeInstanceOf(BuildError);
    expect((site as BuildError).diagnostics[0]).toMatchObject({ file: 'content/docs/guide/03-Evil.md', line: 3 });
  });

  it('a slug that normalizes inside the site is its route', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Up.md': page('slug: /a/../moved\n') });
    await build({ root, logger: silentLogger });
    expect(existsSync(path.join(root, 'build/moved.html'))).toBe(true);
  });

  it('a page named with leading dots (`id: ..x`, `slug: /...`) is written inside the output folder, not taken for an escape', async () => {
    // `....html` and `..x.html` begin with `..`: the writer's guard read them as outside the folder and stopped the build
    // with a stack trace.
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Dots.md': page('id: ..x\n'), 'content/docs/guide/04-More.md': page('slug: /...\n') });
    await build({ root, logger: silentLogger });
    expect(existsSync(path.join(root, 'build/guide/..x.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build/....html'))).toBe(true);
  });

  it('a page larger than docgen reads is an error naming the file and its size, before it is read', async () => {
    // A 100 MB page ran five minutes, then V8 ran out of memory without a word; one over 2 GiB was Node's raw
    // ERR_FS_FILE_TOO_LARGE stack trace. (Sparse: the file takes no room on the disk.)
    const root = fixtureSite();
    truncateSync(path.join(root, 'content/docs/guide/01-First.md'), 3 * 1024 ** 3);
    const errors = await buildErrors(root);
    expect(errors).toContainEqual(
      expect.objectContaining({ file: 'content/docs/guide/01-First.md', message: 'this page is 3.2 GB; docgen reads pages of up to 8.0 MB.', hint: expect.stringContaining('Split it') }),
    );
  });

  it('a page replaced by a FIFO while docgen serve runs is no page: the run ends instead of waiting on the pipe for good', async () => {
    // The watcher reports the file modified in place; its page was read with readFile, which blocks in open() on a FIFO
    // until something writes: the server never rebuilt again, and Ctrl+C no longer stopped it.
    const root = fixtureSite();
    const engine = createEngine({ root, mode: 'development', logger: silentLogger, watch: true });
    await engine.run();
    const page = path.join(root, 'content/docs/guide/02-Second.md');
    rmSync(page);
    execFileSync('mkfifo', [page]);
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<'stuck'>((resolve) => (timer = setTimeout(() => resolve('stuck'), 30_000)));
    const run = engine.run({ modified: [page] }).catch((e: unknown) => e);
    try {
      const ended = await Promise.race([run, stuck]);
      expect(ended).not.toBe('stuck');
    } finally {
      clearTimeout(timer);
      // A reader still waiting in open() is let go: a writer that opens and closes the pipe ends its read. With no
      // reader waiting, the open fails (ENXIO), and nothing needs letting go.
      try {
        closeSync(openSync(page, constants.O_WRONLY | constants.O_NONBLOCK));
      } catch {
        // No reader.
      }
    }
  });

  it('a symbolic link to a folder holding it is named, in content and in static, instead of walked without end', async () => {
    const content = fixtureSite();
    symlinkSync('..', path.join(content, 'content/docs/guide/loop'));
    expect(await buildErrors(content)).toEqual([
      expect.objectContaining({ file: 'content/docs/guide/loop', message: expect.stringContaining('points to content/docs, a folder that holds it') }),
    ]);
    const statics = fixtureSite();
    mkdirSync(path.join(statics, 'content/static/img'), { recursive: true });
    symlinkSync('../../static', path.join(statics, 'content/static/img/up'));
    expect(await buildErrors(statics)).toEqual([expect.objectContaining({ file: 'content/static/img/up', hint: expect.stringContaining('Remove the link') })]);
    // A cycle of links that resolves nowhere.
    const cycle = fixtureSite();
    symlinkSync('b', path.join(cycle, 'content/docs/guide/a'));
    symlinkSync('a', path.join(cycle, 'content/docs/guide/b'));
    const errors = await buildErrors(cycle);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('cycle of links');
  });

  it('lists nested a thousand deep fail at once with the line where they pass the limit', async () => {
    const body = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item\n`).join('');
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Deep.md': page('', `Intro.\n\n${body}`) });
    expect(await buildErrors(root)).toEqual([
      expect.objectContaining({ file: 'content/docs/guide/03-Deep.md', line: 106, message: 'lists and block quotes nest 101 levels deep here; docgen reads at most 100.' }),
    ]);
  });

  it('frontmatter aliases that expand without bound are an error naming the file', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefg'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`)];
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Laughs.md': `---\n${levels.join('\n')}\n---\nText.\n` });
    expect(await buildErrors(root)).toEqual([
      expect.objectContaining({ file: 'content/docs/guide/03-Laughs.md', line: 2, message: expect.stringContaining('could not be read'), hint: expect.stringContaining('aliases') }),
    ]);
  });

  it('a javascript: link, inline, autolinked or by reference, fails the build at its line', async () => {
    const body = 'Click [me](javascript:alert(1)).\n\nOr <vbscript:msgbox(1)>.\n\nOr [this][x].\n\n[x]: data:text/html,hi\n';
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Links.md': page('', body) });
    expect((await buildErrors(root)).map((d) => [d.file, d.line, d.message.match(/uses the (\S+) scheme/)?.[1]])).toEqual([
      ['content/docs/guide/03-Links.md', 4, 'javascript:'],
      ['content/docs/guide/03-Links.md', 6, 'vbscript:'],
      ['content/docs/guide/03-Links.md', 8, 'data:'],
    ]);
  });

  it('a file name holding ?, # or % is one error naming the file and what to rename, not broken links elsewhere', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/Q?uestion#hash.md': page(''), 'content/docs/guide/100%.md': page('') });
    expect(await buildErrors(root)).toEqual([
      expect.objectContaining({ file: 'content/docs/guide/100%.md', message: expect.stringContaining('`%`'), hint: expect.stringContaining('Rename the file') }),
      expect.objectContaining({ file: 'content/docs/guide/Q?uestion#hash.md', message: expect.stringContaining('`?`, `#`') }),
    ]);
  });
});

describe('a frontmatter id (issue 45, N37)', () => {
  // An id went into the route as written: `id: ../search` made the route /docs/guide/../search, which duplicate
  // detection took for another route than /docs/search but which was written to search.html; the page was lost or
  // replaced the search page, with exit 0.
  it('that holds a slash, a dot segment or what a URL cannot hold is an error naming the file and line', async () => {
    const ids = ['../search', '../../404', '../llms.txt', '../../../../../../pwn-id', '"../a?b#c%41"', '..', 'a\\\\b'];
    const files = Object.fromEntries(ids.map((id, i) => [`content/docs/guide/0${i + 3}-Id.md`, page(`id: ${id}\n`)]));
    const site = await loadSite({ root: fixtureSite({ ...baseFiles, ...files }), mode: 'production', logger: silentLogger }).catch((e: unknown) => e);
    expect(site).toBeInstanceOf(BuildError);
    const found = (site as BuildError).diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).sort();
    expect(found).toEqual(ids.map((_, i) => expect.stringMatching(new RegExp(`^content/docs/guide/0${i + 3}-Id\\.md:3 the id .* (holds|is a dot segment)`))));
  });
});
