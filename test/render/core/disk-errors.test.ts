// A full disk or a read-only cache (issue 45, N47–N50): the build ends with one line naming the folder that could not
// be written and what ran out, not a Node stack trace, and the last site stays. The file system calls below fail as
// the real ones do: ENOSPC in the middle of a write names no file, EROFS names the file it could not open.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli/main.ts';
import { baseFiles, fixtureSite } from '../../helpers/fixture-site.ts';

let failing: ((file: string) => NodeJS.ErrnoException | undefined) | undefined;
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...original,
    writeFile: async (...args: Parameters<typeof original.writeFile>) => {
      const error = failing?.(String(args[0]));
      if (error) throw error;
      return original.writeFile(...args);
    },
    copyFile: async (...args: Parameters<typeof original.copyFile>) => {
      const error = failing?.(String(args[1]));
      // As Node's: `path` is the file copied from, `dest` the one that could not be written.
      if (error) throw Object.assign(error, { path: String(args[0]), dest: String(args[1]) });
      return original.copyFile(...args);
    },
    mkdir: async (...args: Parameters<typeof original.mkdir>) => {
      const error = failingFolder?.(String(args[0]), typeof args[1] === 'object' && args[1]?.recursive === true);
      if (error) throw error;
      return original.mkdir(...args);
    },
    rm: async (...args: Parameters<typeof original.rm>) => {
      const error = failingRemoval?.(String(args[0]));
      if (error) throw error;
      return original.rm(...args);
    },
  };
});
let failingFolder: ((dir: string, recursive: boolean) => NodeJS.ErrnoException | undefined) | undefined;
let failingRemoval: ((dir: string) => NodeJS.ErrnoException | undefined) | undefined;
afterEach(() => {
  failing = undefined;
  failingFolder = undefined;
  failingRemoval = undefined;
});

const errno = (code: string, message: string, file?: string) => Object.assign(new Error(`${code}: ${message}`), { code, ...(file && { path: file }) });

async function build(root: string) {
  let err = '';
  const code = await main(['node', 'docgen', 'build', '--root', root, '--quiet'], { stderr: (s) => void (err += s) });
  return { code, err };
}

describe('the disk at fault', () => {
  it('a full disk under the new site: one line naming the output folder and what ran out; the last site stays', async () => {
    const root = fixtureSite(baseFiles);
    expect((await build(root)).code).toBe(0);
    const home = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    // An edit, so that the next build writes the page rather than link it from the last site.
    const intro = path.join(root, 'content/docs/intro.md');
    await import('node:fs').then(({ writeFileSync }) => writeFileSync(intro, `${baseFiles['content/docs/intro.md']}\nEdited.\n`));
    failing = (file) => (file.includes('.build.staging-') && file.endsWith('.html') ? errno('ENOSPC', 'no space left on device, write') : undefined);
    const { code, err } = await build(root);
    expect(code).toBe(1);
    expect(err).not.toMatch(/\n\s+at /);
    expect(err.trim()).toMatch(/^error \S*build: the output folder \(its new copy, written beside it\) could not be written: the disk is full \(ENOSPC\)\.\n {2}Free space on the disk that holds it/);
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(home);
  });

  it('a full disk under a copied file names the output folder, not the cache file it was copied from', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/static/logo.txt': 'logo' });
    failing = (file) => (file.includes('.build.staging-') && file.endsWith('logo.txt') ? errno('ENOSPC', 'no space left on device, copyfile') : undefined);
    const { code, err } = await build(root);
    expect(code).toBe(1);
    // It said "docgen's cache could not be written": the user freed space on the wrong disk.
    expect(err.trim()).toMatch(/^error \S*build: the output folder \(its new copy, written beside it\) could not be written: the disk is full \(ENOSPC\)\./);
  });

  it('an output folder this user may not write (one `sudo docgen build` made): one line naming it, and what to do', async () => {
    const root = fixtureSite(baseFiles);
    failing = (file) => (file.includes('.build.staging-') ? errno('EACCES', `permission denied, open '${file}'`, file) : undefined);
    const { code, err } = await build(root);
    expect(code).toBe(1);
    expect(err).not.toMatch(/\n\s+at /);
    expect(err.trim()).toMatch(/^error \S*build: the output folder \(its new copy, written beside it\) could not be read or written: permission denied \(EACCES\)\.\n {2}\S.*owner/);
  });

  it('a read-only folder around the output, where Node makes a folder and says ENOENT: the real cause, in one line', async () => {
    const root = fixtureSite(baseFiles);
    // Node's recursive mkdir on a read-only file system fails with ENOENT, as if a folder above were missing.
    failingFolder = (dir, recursive) =>
      dir.includes('.build.staging-') ? (recursive ? errno('ENOENT', `no such file or directory, mkdir '${dir}'`, dir) : errno('EROFS', `read-only file system, mkdir '${dir}'`, dir)) : undefined;
    const { code, err } = await build(root);
    expect(code).toBe(1);
    expect(err).not.toMatch(/\n\s+at /);
    expect(err.trim()).toMatch(/could not be written: the file system is read-only \(EROFS\)\./);
  });

  it('a build out of file handles reports that, even when its staging folder cannot then be removed', async () => {
    const root = fixtureSite(baseFiles);
    failing = (file) => (file.includes('.build.staging-') && file.endsWith('.html') ? errno('EMFILE', `too many open files, open '${file}'`, file) : undefined);
    // Under the same limit the removal fails too; its ENOTEMPTY stack trace hid the cause.
    failingRemoval = (dir) => (dir.includes('.build.staging-') && existsSync(dir) ? errno('ENOTEMPTY', `directory not empty, rmdir '${dir}'`, dir) : undefined);
    const { code, err } = await build(root);
    expect(code).toBe(1);
    expect(err).not.toMatch(/\n\s+at /);
    expect(err.trim()).toMatch(/could not be written: this process has as many files open as it may/);
  });

  it("a read-only cache: one line naming docgen's cache folder", async () => {
    const root = fixtureSite(baseFiles);
    failing = (file) => (file.includes(`${path.sep}.docgen-cache${path.sep}`) && file.endsWith('.tmp') ? errno('EROFS', `read-only file system, open '${file}'`, file) : undefined);
    const { code, err } = await build(root);
    expect(code).toBe(1);
    expect(err).not.toMatch(/\n\s+at /);
    expect(err.trim()).toMatch(/^error \S*\.docgen-cache\S*: docgen's cache could not be written: the file system is read-only \(EROFS\)\./);
  });
});
