// docgen is a generator, not the XR Blocks site: a second site (test/fixtures/ledger-site: its own title, base URL,
// sidebars, navbar labels and a TypeScript package of its own whose API Reference lives under /handbook/reference) is
// built by the CLI exactly as it is, and nothing of XR Blocks turns up in what it writes.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
let site: string;
let run: { code: number; err: string };

const read = (file: string) => readFileSync(path.join(site, 'build', file), 'utf8');

beforeAll(async () => {
  // A copy, so that the build's cache and output stay out of test/; at the fixture's depth in the repository, so
  // that its site.config.ts finds defineConfig by the same relative path.
  const parent = path.join(REPO, '.docgen-cache/fixtures');
  mkdirSync(parent, { recursive: true });
  site = mkdtempSync(path.join(parent, 'ledger-'));
  cpSync(path.join(REPO, 'test/fixtures/ledger-site'), site, { recursive: true });
  run = await new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO, 'bin/docgen'), 'build', '--root', site], { cwd: REPO, timeout: 120_000 }, (error, _out, err) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, err });
    });
  });
}, 180_000);

afterAll(() => {
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('a second site, built by the CLI with no change to docgen', () => {
  it('builds without errors', () => {
    expect(run.err).toContain('Built 14 pages');
    expect(run.err).not.toMatch(/\berror\b/i);
    expect(run.code).toBe(0);
  });

  it('writes its own pages under its own base URL, and an API Reference of its own package under its own route', () => {
    for (const file of ['index.html', 'guide/install.html', 'guide/entries.html', 'faq.html', 'reference.html', 'robots.txt']) expect(read(file)).toBeTruthy();
    for (const item of ['classes/Ledger', 'interfaces/Entry', 'enumerations/EntryKind', 'type-aliases/Currency', 'functions/formatAmount', 'variables/DEFAULT_CURRENCY']) {
      expect(read(`reference/${item}.html`)).toContain(`<title>${item.split('/')[1]} | Pocket Ledger</title>`);
    }
    expect(read('index.html')).toContain('<title>Pocket Ledger | Pocket Ledger</title>');
    expect(read('sitemap.xml')).toContain('<loc>https://ledger.example.org/handbook/reference/classes/Ledger</loc>');
  });

  it("links the package's version, sources and symbols from its own config", () => {
    const ledger = read('reference/classes/Ledger.html');
    expect(ledger).toContain('pocket-ledger 2.4.0');
    expect(ledger).toMatch(/href="https:\/\/git\.example\.org\/pocket-ledger\/blob\/v2\.4\.0\/src\/ledger\.ts#L\d+"/);
    expect(read('guide/entries.html')).toContain('href="/handbook/reference/classes/Ledger#add"');
    expect(read('reference.html')).toContain('Pocket Ledger API');
  });

  it('gives llms-full.txt the API as signatures although the navbar calls that area "Reference"', () => {
    const full = read('llms-full.txt');
    expect(full).toContain('Source: https://ledger.example.org/handbook/guide/entries');
    expect(full).toMatch(/^# API Reference$/m);
    expect(full).not.toContain('Source: https://ledger.example.org/handbook/reference/classes/Ledger');
    expect(read('llms.txt')).toContain('holds the Guide in full and the API Reference as compact signatures with summaries.');
  });

  it('carries nothing of XR Blocks in any file it writes', () => {
    const files = readdirSync(path.join(site, 'build'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(30);
    const mentions = files.map((e) => path.join(e.parentPath, e.name)).filter((file) => /xr ?blocks/i.test(readFileSync(file, 'latin1')));
    expect(mentions).toEqual([]);
  });
});
