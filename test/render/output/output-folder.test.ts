// The output folder (issue 45, N52 and N51): `--out` at the project, its parent, its content or a Docusaurus site's
// docs folder exits 2 and changes nothing; a folder that holds files docgen did not write, or `.git`, is refused; the
// swap deletes only a folder that carries docgen's marker; a symbolic link to the output stays a link and its target
// gets the new site.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli/main.ts';
import { build } from '../../../src/render/commands/build.ts';
import { UsageError } from '../../../src/render/core/diagnostics.ts';
import { OUTPUT_MARKER } from '../../../src/render/output/output-folder.ts';
import { baseConfig, baseFiles, silentLogger } from '../../helpers/fixture-site.ts';

/** Folders whose name holds this stand on a file system of their own, as a Docker volume or a mounted disk does. */
const MOUNTED = 'mounted-volume';
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const statSync = ((file: string, options?: object) => {
    const info = actual.statSync(file, options);
    return info && path.basename(String(file)) === MOUNTED ? Object.assign(info, { dev: info.dev + 1 }) : info;
  }) as typeof actual.statSync;
  return { ...actual, statSync, default: { ...actual, statSync } };
});

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A folder of its own (so that `--out ..` has a parent no other test uses) holding `project/`, with files. */
function workspace(files: Record<string, string>): { top: string; root: string } {
  const parent = path.resolve(import.meta.dirname, '../../../.docgen-cache/fixtures');
  mkdirSync(parent, { recursive: true });
  const top = mkdtempSync(path.join(parent, 'out-guard-'));
  made.push(top);
  const root = path.join(top, 'project');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return { top, root };
}

const docgenSite = () =>
  workspace({
    'site.config.ts': `export default ${JSON.stringify(baseConfig)};\n`,
    ...baseFiles,
    'content/static/logo.txt': 'logo',
    'content/docs/guide/Draft-wip.md': '---\ntitle: Work in progress\n---\nNot committed anywhere.\n',
    '.git/HEAD': 'ref: refs/heads/main\n',
    'notes.txt': 'a sibling file',
  });

/** Every file under `dir` by path and content; `.docgen-cache` too unless `withoutCache`. */
function treeHash(dir: string, withoutCache = false): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (withoutCache && entry.name === '.docgen-cache') continue;
      const full = path.join(at, entry.name);
      hash.update(`${path.relative(dir, full)}\n`);
      if (entry.isDirectory()) walk(full);
      else if (entry.isSymbolicLink()) hash.update(`-> ${readlinkSync(full)}\n`);
      else hash.update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

async function cli(root: string, ...args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await main(['node', 'docgen', ...args, '--root', root], { stdout: () => {}, stderr: (s) => (stderr += s) });
  return { code, stderr };
}

describe('the output folder', () => {
  // Each is refused before the run begins, so not even the cache changes; but for a folder that does not exist yet
  // inside one the config names, which is refused as soon as the config is read (reading it may fill the cache).
  it.each([
    ['.', /this is the project folder/, 'tree'],
    ['..', /this folder holds the project folder/, 'tree'],
    ['content', /content: this folder holds files docgen did not write/, 'tree'],
    ['content/docs', /content\/docs: this folder holds files docgen did not write/, 'tree'],
    ['content/static/site', /this folder is inside the static folder content\/static/, 'sources'],
    ['.git', /this is the project's \.git folder/, 'tree'],
    ['src', /this is the src\/ folder/, 'tree'],
    ['node_modules', /this is node_modules/, 'tree'],
    ['.docgen-cache', /this is docgen's cache folder/, 'tree'],
  ])('`docgen build --out %s` exits 2, names the folder and why, and changes nothing', async (out, why, unchanged) => {
    const { top, root } = docgenSite();
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/component.tsx'), 'export {};\n');
    mkdirSync(path.join(root, 'node_modules/some-package'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/some-package/index.js'), '');
    mkdirSync(path.join(root, '.docgen-cache/x'), { recursive: true });
    writeFileSync(path.join(root, '.docgen-cache/x/y'), 'cached');
    const before = treeHash(top, unchanged === 'sources');
    const { code, stderr } = await cli(root, 'build', '--out', path.join(root, out), '--no-analytics');
    expect(code).toBe(2);
    expect(stderr).toMatch(why);
    expect(stderr).toContain('Choose another folder with --out');
    expect(treeHash(top, unchanged === 'sources')).toBe(before);
  });

  it('refuses `--out docs` in a Docusaurus site, whose docs folder is its content, before reading anything', async () => {
    const { top, root } = workspace({
      'docusaurus.config.ts': "export default { title: 'D', url: 'https://d.test', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false } }]] };\n",
      'docs/intro.mdx': '# Intro\n\nThe sources.\n',
      'docs/guides/one.md': '# One\n',
    });
    const before = treeHash(top);
    for (const command of ['build', 'start']) {
      const { code, stderr } = await cli(root, command, '--out', 'docs', '--no-analytics', ...(command === 'start' ? ['--port', '0'] : []));
      expect(code, command).toBe(2);
      expect(stderr).toMatch(/docs: this folder holds files docgen did not write/);
    }
    expect(treeHash(top)).toBe(before);
  });

  it("builds into a folder of docgen's cache, which is no source (the release tests and the bench build there)", async () => {
    const { root } = docgenSite();
    await build({ root, outDir: '.docgen-cache/release/build', logger: silentLogger, analytics: false });
    expect(existsSync(path.join(root, '.docgen-cache/release/build/index.html'))).toBe(true);
  });

  it('refuses an empty folder inside the content folder once the config names it, and writes nothing into it', async () => {
    const { root } = docgenSite();
    mkdirSync(path.join(root, 'content/docs/site'));
    const error = await build({ root, outDir: 'content/docs/site', logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toMatch(/this folder is inside the content folder content\/docs/);
    expect(readdirSync(path.join(root, 'content/docs/site'))).toEqual([]);
  });

  it('refuses a mount point (a Docker volume) before the build, naming it and what to do, and changes nothing', async () => {
    // The swap renames the output folder aside, which a mount point refuses (EBUSY): every build ran to its end and then
    // stopped with a raw stack trace.
    const { top, root } = docgenSite();
    mkdirSync(path.join(root, MOUNTED));
    const before = treeHash(top);
    const { code, stderr } = await cli(root, 'build', '--out', MOUNTED, '--no-analytics');
    expect(code).toBe(2);
    expect(stderr).toMatch(new RegExp(`${MOUNTED}: this folder is a mount point`));
    expect(stderr).toContain(`${MOUNTED}/site`);
    expect(treeHash(top)).toBe(before);
  });

  it('refuses a folder holding files docgen did not write, or holding .git, and builds into an empty one', async () => {
    const { root } = docgenSite();
    mkdirSync(path.join(root, 'public'));
    writeFileSync(path.join(root, 'public/keep.txt'), 'mine');
    await expect(build({ root, outDir: 'public', logger: silentLogger })).rejects.toThrow(/holds files docgen did not write/);
    expect(readFileSync(path.join(root, 'public/keep.txt'), 'utf8')).toBe('mine');

    mkdirSync(path.join(root, 'pages/.git'), { recursive: true });
    writeFileSync(path.join(root, 'pages/.git/HEAD'), 'ref');
    await expect(build({ root, outDir: 'pages', logger: silentLogger })).rejects.toThrow(/holds \.git, which docgen never makes/);
    expect(existsSync(path.join(root, 'pages/.git/HEAD'))).toBe(true);

    mkdirSync(path.join(root, 'empty'));
    await build({ root, outDir: 'empty', logger: silentLogger, analytics: false });
    expect(existsSync(path.join(root, 'empty', OUTPUT_MARKER))).toBe(true);
    expect(existsSync(path.join(root, 'empty/index.html'))).toBe(true);
    // Its own output is replaced on the next build, as before.
    await build({ root, outDir: 'empty', logger: silentLogger, analytics: false });
    expect(existsSync(path.join(root, 'empty/index.html'))).toBe(true);
  });

  it('keeps a symbolic link to the output folder a link, and puts the new site in its target', async () => {
    const { top, root } = docgenSite();
    const target = path.join(top, 'www');
    await build({ root, outDir: target, logger: silentLogger, analytics: false });
    symlinkSync(target, path.join(root, 'build'));
    writeFileSync(path.join(root, 'content/docs/guide/01-First.md'), '---\ntitle: First\n---\n## Setup\n\nSymlink marker.\n');
    await build({ root, logger: silentLogger, analytics: false });
    expect(lstatSync(path.join(root, 'build')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(target, 'guide/First.html'), 'utf8')).toContain('Symlink marker.');
    expect(readdirSync(top).sort()).toEqual(['project', 'www']);
  });
});
