// docgen's user guide is a site docgen builds (issue #43): `docs/` builds with the CLI as it is, with no warning, every
// page of the guide is written, its links and anchors check, and it names XR Blocks nowhere, since docgen is general.
// The repository's own Markdown (README.md and the files it sends readers to) links only to files and headings that
// exist, so the README's links into the guide cannot rot when a guide page moves.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const GUIDE = path.join(REPO, 'docs');
let out: string;
let build: { code: number; err: string };

function docgen(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO, 'bin/docgen'), ...args], { cwd: REPO, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout, err: stderr });
    });
  });
}

/** The guide's page sources, relative to its docs folder. */
const guidePages = () =>
  readdirSync(path.join(GUIDE, 'guide'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md'));

beforeAll(async () => {
  // Written outside the repository, so that the test leaves no build of its own in docs/.
  out = mkdtempSync(path.join(os.tmpdir(), 'docgen-guide-'));
  build = await docgen(['build', '--root', GUIDE, '--out', out]);
}, 180_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("docgen's user guide, built by docgen", () => {
  it('builds without an error or a warning', () => {
    // Save the one about git: a tarball or a shallow clone has no "Last updated" dates, whatever the guide holds.
    const problems = build.err.split('\n').filter((line) => /^(error|warning)\b/.test(line) && !line.includes('"Last updated" dates are left out'));
    expect(problems).toEqual([]);
    expect(build.code).toBe(0);
  });

  it('writes a page for every source of the guide, and lists each in the sitemap beside the search page', () => {
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/search');
    expect(locs).toHaveLength(guidePages().length + 1);
    for (const route of locs) expect(existsSync(path.join(out, route === '/' ? 'index.html' : `${route}.html`)), route).toBe(true);
    expect(readFileSync(path.join(out, 'configuration.html'), 'utf8')).toContain('<title>Configuration | docgen</title>');
  });

  it('has no broken link or anchor: docgen check-links exits 0', async () => {
    const check = await docgen(['check-links', '--root', GUIDE, '--format', 'json']);
    const result = JSON.parse(check.out) as { ok: boolean; pages: number; errors: number; warnings: number };
    expect(result).toMatchObject({ ok: true, errors: 0 });
    expect(result.pages).toBeGreaterThanOrEqual(guidePages().length);
    expect(check.code).toBe(0);
  });

  it('names XR Blocks nowhere: docgen is not one site\'s generator', () => {
    const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const mentions = files.map((e) => path.join(e.parentPath, e.name)).filter((file) => /xr ?blocks/i.test(readFileSync(file, 'latin1')));
    expect(mentions).toEqual([]);
  });
});

describe("the repository's Markdown", () => {
  const DOCUMENTS = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'BENCHMARKS.md'];

  /** GitHub's ids of a Markdown file's headings. */
  function headingIds(file: string): Set<string> {
    const slugger = new GithubSlugger();
    const text = readFileSync(file, 'utf8').replace(/^(```|~~~)[^]*?^\1/gm, '');
    return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slugger.slug(m[1]!.replace(/`/g, ''))));
  }

  it.each(DOCUMENTS)('%s links only to files and headings that exist', (document) => {
    const text = readFileSync(path.join(REPO, document), 'utf8').replace(/^(```|~~~)[^]*?^\1/gm, '');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
    expect(links.length).toBeGreaterThan(0);
    const broken = links.filter((href) => {
      const [file = '', hash] = href.split('#');
      const target = file ? path.join(REPO, path.dirname(document), file) : path.join(REPO, document);
      if (!existsSync(target)) return true;
      return hash !== undefined && target.endsWith('.md') && !headingIds(target).has(hash);
    });
    expect(broken).toEqual([]);
  });
});
