// A build carries the last site's unchanged files over into its staging folder instead of writing them again (issue
// 22: a warm build's write stage). A carried-over file is the old site's file itself; one the build changed, and one
// edited in the output since the last build, are written afresh. A build that would write the very site the folder
// holds leaves the folder as it is.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

describe('the last site', () => {
  it('gives the next build its unchanged files, and never one changed since', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/more/01-Third.md': '---\ntitle: Third\n---\nLeft alone.\n' });
    const out = (file: string) => path.join(root, 'build', file);
    const inode = (file: string) => statSync(out(file)).ino;
    await build({ root, logger: silentLogger });
    const first = { intro: inode('index.html'), page: inode('guide/First.html'), second: inode('guide/Second.html'), third: inode('more/Third.html') };
    // The whole-site files as well (here, the pages' Markdown copies).
    const wholeSite = { third: inode('more/Third.md'), page: inode('guide/First.md'), second: inode('guide/Second.md') };
    const secondHtml = readFileSync(out('guide/Second.html'), 'utf8');
    const secondMarkdown = readFileSync(out('guide/Second.md'), 'utf8');

    // An edited page and a page edited in the output since (in place: its inode is the same, its stamp is not).
    writeFileSync(path.join(root, 'content/docs/guide/01-First.md'), '---\ntitle: First\n---\n## Setup\n\nGo [next](./02-Second.md) now.\n');
    writeFileSync(out('guide/Second.html'), 'tampered');
    writeFileSync(out('guide/Second.md'), 'tampered');
    await build({ root, logger: silentLogger });
    expect(inode('index.html')).toBe(first.intro);
    // In a folder of its own too, which the staging folder did not have yet.
    expect(inode('more/Third.html')).toBe(first.third);
    expect(inode('guide/First.html')).not.toBe(first.page);
    expect(readFileSync(out('guide/First.html'), 'utf8')).toContain('now.');
    expect(inode('guide/Second.html')).not.toBe(first.second);
    expect(readFileSync(out('guide/Second.html'), 'utf8')).toBe(secondHtml);
    expect(inode('more/Third.md')).toBe(wholeSite.third);
    expect(inode('guide/First.md')).not.toBe(wholeSite.page);
    expect(readFileSync(out('guide/First.md'), 'utf8')).toContain('now.');
    expect(inode('guide/Second.md')).not.toBe(wholeSite.second);
    expect(readFileSync(out('guide/Second.md'), 'utf8')).toBe(secondMarkdown);

    // Into another folder: nothing to carry over there, every file written.
    await build({ root, outDir: path.join(root, 'elsewhere'), logger: silentLogger });
    expect(statSync(path.join(root, 'elsewhere/index.html')).ino).not.toBe(inode('index.html'));
    expect(readFileSync(path.join(root, 'elsewhere/index.html'), 'utf8')).toBe(readFileSync(out('index.html'), 'utf8'));

    // One record per output folder; a folder no build has written into for a week loses its record.
    const records = path.join(root, '.docgen-cache/output');
    const json = () => readdirSync(records).filter((name) => name.endsWith('.json'));
    expect(json()).toHaveLength(2);
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (const name of readdirSync(records)) utimesSync(path.join(records, name), weekAgo, weekAgo);
    await build({ root, logger: silentLogger });
    expect(json()).toHaveLength(1);
    expect(inode('index.html')).toBe(first.intro);
  });

  it('leaves a folder that already holds the site as it is, and writes it again once anything in it changed', async () => {
    const root = fixtureSite(baseFiles);
    const outDir = path.join(root, 'build');
    const out = (file: string) => path.join(outDir, file);
    await build({ root, logger: silentLogger });
    const folder = statSync(outDir).ino;
    const page = statSync(out('index.html'));
    // Nothing changed: no staging folder swapped in, no file touched.
    await build({ root, logger: silentLogger });
    expect(statSync(outDir).ino).toBe(folder);
    expect(statSync(out('index.html')).mtimeMs).toBe(page.mtimeMs);

    // A file, a folder, or an edit in the output that the site does not have: the site is written again without them.
    for (const change of [() => writeFileSync(out('notes.txt'), 'mine'), () => mkdirSync(out('empty')), () => writeFileSync(out('guide/First.html'), 'tampered')]) {
      const before = statSync(outDir).ino;
      change();
      await build({ root, logger: silentLogger });
      expect(statSync(outDir).ino).not.toBe(before);
      expect(existsSync(out('notes.txt'))).toBe(false);
      expect(existsSync(out('empty'))).toBe(false);
      expect(readFileSync(out('guide/First.html'), 'utf8')).toContain('<!DOCTYPE html>');
    }
    // A removed file is written again too.
    rmSync(out('guide/Second.md'));
    await build({ root, logger: silentLogger });
    expect(existsSync(out('guide/Second.md'))).toBe(true);
  });
});
