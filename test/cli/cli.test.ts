// The command line: help of every command, exit codes (0 ok, 1 content or config error, 2 usage error), and the
// output of check-links in text and JSON.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { baseConfig, baseFiles, fixtureSite } from '../helpers/fixture-site.ts';

const REPO = path.resolve(import.meta.dirname, '../..');

/** Runs the CLI in-process, capturing its output. */
async function cli(args: string[], untilStopped?: (output: { err: string }) => Promise<void>) {
  const output = { out: '', err: '' };
  const code = await main(['node', 'docgen', ...args], {
    stdout: (s) => void (output.out += s),
    stderr: (s) => void (output.err += s),
    untilStopped: untilStopped && (() => untilStopped(output)),
  });
  return { code, ...output };
}

/** Runs bin/docgen in a child process, for the real exit status. */
function spawnCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO, 'bin/docgen'), ...args], { cwd: REPO, timeout: 60_000 }, (error, out, err) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out, err });
    });
  });
}

const brokenFiles = {
  ...baseFiles,
  'content/docs/guide/01-First.md': '---\ntitle: First\n---\n## Setup\n\nSee [the second](./02-Second.md#custm) and [elsewhere](/guide/Secnd).\n',
};

describe('docgen --help', () => {
  it('describes the program and its commands', async () => {
    const { code, out } = await cli(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('Usage: docgen [options] [command]');
    for (const command of ['build', 'check-links', 'serve', 'preview', 'start']) expect(out).toContain(command);
    expect(out).toContain('Exit codes: 0 success, 1 content or configuration errors, 2 usage errors.');
  });

  it.each([
    ['build', ['--out <dir>', '--root <dir>', '--quiet', '--verbose', '--no-analytics']],
    ['check-links', ['--format <format>', '--external', '--concurrency <n>', '--timeout <ms>', 'file:line']],
    ['serve', ['--port <port>', '--host <host>', '(default: 3000)', '(default: "127.0.0.1")']],
    ['preview', ['--port <port>', '--host <host>', '--out <dir>']],
    ['start', ['--port <port>', '--host <host>', '--out <dir>', '--no-analytics']],
  ])('docgen %s --help lists its options', async (command, options) => {
    const { code, out } = await cli([command, '--help']);
    expect(code).toBe(0);
    expect(out).toContain(`Usage: docgen ${command} [options]`);
    for (const option of options) expect(out).toContain(option);
  });
});

describe('docgen --version', () => {
  it("prints the package's version", async () => {
    const { version } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) expect(await cli([flag])).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });
});

describe('usage errors exit with 2', () => {
  it.each([
    [['nope'], /unknown command 'nope'/],
    [['build', '--nope'], /unknown option '--nope'/],
    [['serve', '--port', 'abc'], /--port must be a whole number from 0 to 65535/],
    [['serve', '--port', '70000'], /--port must be a whole number/],
    [['check-links', '--format', 'xml'], /Allowed choices are text, json/],
    [['check-links', '--concurrency', '0'], /--concurrency must be a whole number from 1 to 64/],
    [['build', '--quiet', '--verbose'], /cannot be used with option/],
  ])('docgen %j', async (args, message) => {
    const { code, err } = await cli(args);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });

  it('preview without a built site', async () => {
    const root = fixtureSite();
    const { code, err } = await cli(['preview', '--root', root, '--port', '0']);
    expect(code).toBe(2);
    expect(err).toContain('holds no built site; run `docgen build` first');
  });

  it('a port already in use', async () => {
    const root = fixtureSite();
    expect((await cli(['build', '--root', root, '--quiet'])).code).toBe(0);
    const taken = http.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = String((taken.address() as { port: number }).port);
    const { code, err } = await cli(['preview', '--root', root, '--port', port]);
    taken.close();
    expect(code).toBe(2);
    expect(err).toContain(`Port ${port} on 127.0.0.1 is in use; run on another one with \`docgen preview --port ${Number(port) + 1}\``);
  });

  it('a port already in use, for start: said before any build work', async () => {
    const root = fixtureSite();
    const taken = http.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as { port: number }).port;
    const { code, out, err } = await cli(['start', '--root', root, '--port', String(port), '--verbose']);
    taken.close();
    expect(code).toBe(2);
    expect(err).toBe(`Port ${port} on 127.0.0.1 is in use; run on another one with \`docgen start --port ${port + 1}\` (port 0 picks a free one).\n`);
    expect(out).toBe('');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    expect(existsSync(path.join(root, '.docgen-cache'))).toBe(false);
  });
});

describe('docgen build', () => {
  it('exits 0 on a good site and 1 with file:line on broken links, leaving no output', async () => {
    const good = fixtureSite();
    const ok = await cli(['build', '--root', good]);
    expect(ok.code).toBe(0);
    expect(ok.err).toMatch(/Built 5 pages/);
    const bad = fixtureSite(brokenFiles);
    const failed = await cli(['build', '--root', bad]);
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('content/docs/guide/01-First.md:6');
    expect(existsSync(path.join(bad, 'build'))).toBe(false);
  });

  it('exits 1 on a config error naming the config path', async () => {
    const root = fixtureSite(baseFiles, { ...baseConfig, onBrokenLinks: 'explode' });
    const { code, err } = await cli(['build', '--root', root]);
    expect(code).toBe(1);
    expect(err).toContain('site.config.ts onBrokenLinks');
  });
});

describe('docgen check-links', () => {
  it('passes a good site without writing anything', async () => {
    const root = fixtureSite();
    const { code, err, out } = await cli(['check-links', '--root', root]);
    expect(code).toBe(0);
    expect(out).toBe('');
    // The time reads in ms or, on a busy machine, in s.
    expect(err).toMatch(/✓ No broken links: 5 pages, \d+ internal links checked in [\d.]+ m?s\./);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('fails with file:line, the link as written and a suggestion', async () => {
    const root = fixtureSite(brokenFiles);
    const { code, err } = await cli(['check-links', '--root', root]);
    expect(code).toBe(1);
    expect(err).toContain("error content/docs/guide/01-First.md:6: broken anchor './02-Second.md#custm' (resolved to /docs/guide/Second#custm)");
    expect(err).toContain('Ids on that page that come close: #custom');
    expect(err).toContain("error content/docs/guide/01-First.md:6: broken link '/guide/Secnd' (resolved to /docs/guide/Secnd)");
    expect(err).toContain('Closest existing routes: /docs/guide/Second');
    expect(err).toMatch(/✗ 2 problems in 5 pages/);
  });

  it('--format json prints a machine-readable report on stdout', async () => {
    const good = await cli(['check-links', '--root', fixtureSite(), '--format', 'json']);
    expect(good.code).toBe(0);
    expect(JSON.parse(good.out)).toMatchObject({ ok: true, pages: 5, errors: 0, problems: [] });

    const bad = await cli(['check-links', '--root', fixtureSite(brokenFiles), '--format', 'json']);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe('');
    const report = JSON.parse(bad.out);
    expect(report).toMatchObject({ ok: false, pages: 5, errors: 2 });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'error', file: 'content/docs/guide/01-First.md', line: 6, hint: expect.stringContaining('#custom') }),
        expect.objectContaining({ severity: 'error', file: 'content/docs/guide/01-First.md', line: 6, hint: expect.stringContaining('/docs/guide/Second') }),
      ]),
    );
    expect(report.external).toBeUndefined();
  });

  it('reports frontmatter and config errors with exit code 1, in both formats', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/02-Second.md': '---\ntitle: [oops\n---\nBody.\n' });
    const text = await cli(['check-links', '--root', root]);
    expect(text.code).toBe(1);
    expect(text.err).toContain('content/docs/guide/02-Second.md');
    const json = await cli(['check-links', '--root', fixtureSite(baseFiles, { ...baseConfig, baseUrl: 42 }), '--format', 'json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out).problems[0]).toMatchObject({ file: 'site.config.ts', configPath: 'baseUrl' });
  });
});

describe('docgen serve', () => {
  it('serves on the given port until stopped, printing its URL', async () => {
    const root = fixtureSite();
    const { code, err } = await cli(['serve', '--root', root, '--port', '0'], async (output) => {
      const [, url = ''] = /docgen serve: (http:\/\/127\.0\.0\.1:\d+\/docs\/)/.exec(output.err) ?? [];
      await expect.poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
      await expect.poll(() => output.err, { timeout: 30_000 }).toMatch(/✓ built 5 pages/);
    });
    expect(code).toBe(0);
    expect(err).toContain('(Ctrl+C to stop)');
  });
});

describe('docgen start', () => {
  it('builds the site, then serves it on the port it held during the build', async () => {
    const root = fixtureSite();
    const { code, err } = await cli(['start', '--root', root, '--port', '0'], async (output) => {
      const [, url = ''] = /Serving build at (http:\/\/127\.0\.0\.1:\d+\/docs\/)/.exec(output.err) ?? [];
      expect((await fetch(url)).status).toBe(200);
    });
    expect(code).toBe(0);
    expect(err).toMatch(/Built 5 pages[^]*Serving build at/);
  });
});

describe('bin/docgen', () => {
  it('exits with 0, 1 and 2 as a process', async () => {
    const help = await spawnCli(['check-links', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: docgen check-links');
    expect((await spawnCli(['frobnicate'])).code).toBe(2);
    const broken = await spawnCli(['check-links', '--root', fixtureSite(brokenFiles), '--format', 'json']);
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.out).ok).toBe(false);
  });
});

describe('docgen build with a file-size limit (issue 45, N50)', () => {
  // `ulimit -f`: writing past it fails with EFBIG, which ended the build with a raw Node stack trace.
  it('exits 1 with one line naming the folder and what ran out, without a stack trace', async () => {
    // The CLI's own bundle (3.5 MB) is written before any command runs: make sure it is there, without the limit.
    expect((await spawnCli(['--version'])).code).toBe(0);
    const root = fixtureSite(baseFiles);
    const { code, err } = await new Promise<{ code: number; err: string }>((resolve) => {
      const command = `ulimit -f 64 && exec "${process.execPath}" bin/docgen build --root "${root}" --quiet`;
      execFile('sh', ['-c', command], { cwd: REPO, timeout: 120_000 }, (error, _out, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, err: stderr }));
    });
    expect(err).not.toMatch(/\n\s+at /);
    expect(err.trim()).toMatch(/^error \S+: (docgen's cache|the output folder \(its new copy, written beside it\)) could not be written: a file would outgrow the largest file this process may write \(`ulimit -f`\) \(EFBIG\)\.\n {2}Raise the limit/);
    expect(code).toBe(1);
  });
});

describe('docgen build of an .mdx page whose component fails while it renders (issue 45, N16)', () => {
  // A stack trace from the compiled module that named no page; now one error naming the page, the component and the
  // component's own file and line, as Node runs the page's module (not through vitest's module runner).
  it('exits 1 naming the page, the component and its file and line, without a stack trace', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/components/Measure.jsx': 'export default function Measure() {\n  return <div>{window.innerWidth}</div>;\n}\n',
      'content/docs/guide/03-Window.mdx': '---\ntitle: Window\n---\n\nimport Measure from "../../components/Measure.jsx";\n\nText around it.\n\n<Measure />\n',
    });
    const { code, err } = await spawnCli(['build', '--root', root, '--quiet']);
    expect(err).not.toMatch(/\n\s+at /);
    expect(err).toContain('error content/docs/guide/03-Window.mdx: rendering /docs/guide/Window failed in <Measure> (content/components/Measure.jsx:2): window is not defined');
    expect(code).toBe(1);
  });
});
