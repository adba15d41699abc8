// Issue 25: every server docgen starts answers every request from its first second. `docgen start` and `docgen
// serve` answer a "Building the site…" page (503, Retry-After) while they build, and then the site on the same
// socket: a request begun on a connection opened during the build, and finished after it, is answered by the site.
// Each command runs as a process (bin/docgen), on a fixture site whose config waits for a file the test writes, so
// the build cannot end before the test has asked what it asks during it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { symlinkSync, utimesSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';
import { gatedSite } from '../helpers/gated-site.ts';
import { request } from '../serve/http.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const CLIENTS = 200;

interface Running {
  child: ChildProcess;
  stderr(): string;
  exited: Promise<number | null>;
}

const running: Running[] = [];
afterEach(() => {
  // Only the processes this file started, by their pid, and only if still running.
  for (const { child } of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function docgen(args: string[]): Running {
  const child = spawn(process.execPath, [path.join(REPO, 'bin/docgen'), ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  child.stdout.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const run = { child, stderr: () => err, exited };
  running.push(run);
  return run;
}

/** The port of the address the process prints, once it has printed it (or failed, naming what it printed). */
async function portOf(run: Running, line: RegExp): Promise<number> {
  await new Promise<void>((resolve) => {
    const check = () => (line.test(run.stderr()) || run.child.exitCode !== null || run.child.signalCode !== null) && resolve();
    run.child.stderr!.on('data', check);
    run.child.on('exit', check);
    check();
  });
  const printed = line.exec(run.stderr());
  expect(printed, `no address printed; the process printed:\n${run.stderr()}`).not.toBeNull();
  return Number(printed![1]);
}

/** A request sent up to the end of its headers but not finished; `finish` completes it and reads the answer. */
async function unfinished(port: number, sitePath: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (c: Buffer) => (received += c.toString('utf8')));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(`GET ${sitePath} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  return {
    received: () => received,
    async finish() {
      socket.write('Connection: close\r\n\r\n');
      await ended;
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), text: received };
    },
  };
}

/** A client that opens a connection, starts a request and gives up. */
async function givesUp(port: number): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write('GET /docs/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  socket.destroy();
}

/** `CLIENTS` clients at once, each on its own connection; their statuses. */
async function parallelClients(port: number, sitePath: string): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: CLIENTS }, () => request(port, sitePath)));
  return answers.map((a) => a.status);
}

async function expectBuildingPage(port: number) {
  for (const p of ['/docs/', '/docs/guide/First', '/', '/somewhere/else.png?x=1']) {
    const res = await request(port, p);
    expect(res.status, p).toBe(503);
    expect(Number(res.headers['retry-after']), p).toBeGreaterThan(0);
    expect(res.headers['cache-control'], p).toBe('no-store');
    expect(res.text, p).toContain('<h1>Building the site…</h1>');
  }
}

/** Until the site answers, new connections one after another: none may be refused (the port is never closed). */
async function untilTheSiteAnswers(port: number): Promise<{ refused: number; statuses: Set<number> }> {
  const statuses = new Set<number>();
  let refused = 0;
  for (let answered = false; !answered; ) {
    try {
      const { status } = await request(port, '/docs/');
      statuses.add(status);
      answered = status === 200;
    } catch {
      refused++;
      if (refused > 1000) break;
    }
  }
  return { refused, statuses };
}

async function stops(run: Running) {
  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
  expect(run.stderr()).not.toMatch(/\n\s+at /);
}

describe.each([
  ['start', /Building the site; http:\/\/127\.0\.0\.1:(\d+)\//],
  ['serve', /docgen serve: http:\/\/127\.0\.0\.1:(\d+)\/docs\//],
])('docgen %s while it builds and after', { timeout: 300_000 }, (command, line) => {
  it('answers a request during the build, a request left unfinished, and 200 parallel clients, then the site on the same socket', async () => {
    const { root, openGate } = gatedSite();
    const run = docgen([command, '--root', root, '--port', '0']);
    const port = await portOf(run, line);

    // The build waits for the gate: all of this happens during it.
    await expectBuildingPage(port);
    await givesUp(port);
    expect(await parallelClients(port, '/docs/guide/First')).toEqual(Array(CLIENTS).fill(503));
    // Begun last, so that it waits for no more than the build after the gate (a server drops headers unfinished for a minute).
    const held = await unfinished(port, '/docs/guide/First');

    openGate();
    const { refused, statuses } = await untilTheSiteAnswers(port);
    expect(refused).toBe(0);
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);

    // The request begun during the build, on a connection opened then, is answered by the site.
    expect(held.received()).toBe('');
    const late = await held.finish();
    expect(late.status).toBe(200);
    expect(late.text).toContain('<title>First | Fixture</title>');

    expect(await parallelClients(port, '/docs/guide/First')).toEqual(Array(CLIENTS).fill(200));
    await stops(run);
  });
});

describe('docgen preview', { timeout: 300_000 }, () => {
  it('comes up beside dangling, looping and ancestor links, and answers a request left unfinished and 200 parallel clients', async () => {
    const { root, openGate } = gatedSite();
    openGate();
    await build({ root, logger: silentLogger, analytics: false });
    // Issue 25, row 10: the preview crashed on the first two and, walking the folder, never came up beside the third.
    symlinkSync('/nonexistent/f', path.join(root, 'build/d.txt'));
    symlinkSync('loop.txt', path.join(root, 'build/loop.txt'));
    symlinkSync('..', path.join(root, 'build/up'));
    const run = docgen(['preview', '--root', root, '--port', '0']);
    const port = await portOf(run, /Serving build at http:\/\/127\.0\.0\.1:(\d+)\/docs\//);

    const held = await unfinished(port, '/docs/guide/First');
    expect((await request(port, '/docs/')).status).toBe(200);
    for (const p of ['/docs/d.txt', '/docs/loop.txt', '/docs/up/site.config.ts']) expect((await request(port, p)).status, p).toBe(404);
    expect(await parallelClients(port, '/docs/guide/First')).toEqual(Array(CLIENTS).fill(200));
    const late = await held.finish();
    expect(late.status).toBe(200);
    expect(late.text).toContain('<title>First | Fixture</title>');
    await stops(run);
  });
});

/** Resolves once the process has printed `line` `times` times in all; fails, naming what it printed, after `ms`. */
async function printed(run: Running, line: RegExp, times = 1, ms = 120_000): Promise<void> {
  const count = () => run.stderr().match(new RegExp(line.source, 'g'))?.length ?? 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not printed ${times}× in ${ms} ms: ${line}; the process printed:\n${run.stderr()}`)), ms);
    const check = () => {
      if (count() < times) return;
      clearTimeout(timer);
      resolve();
    };
    run.child.stderr!.on('data', check);
    check();
  });
}

describe('docgen serve beside what is not a file, and stopped while it builds', { timeout: 300_000 }, () => {
  it('keeps answering when a FIFO is made and touched under content/ (issue 45, N55)', async () => {
    // serve hashed every file of a batch with readFileSync, which blocks in open() on a FIFO until something writes
    // to it: no request was answered again, and removing the FIFO did not help.
    const root = fixtureSite(baseFiles);
    const run = docgen(['serve', '--root', root, '--port', '0']);
    const port = await portOf(run, /docgen serve: http:\/\/127\.0\.0\.1:(\d+)\/docs\//);
    await printed(run, /✓ built \d+ pages/);
    const fifo = path.join(root, 'content/docs/guide/Fifo.md');
    execFileSync('mkfifo', [fifo]);
    await printed(run, /✓ .*\(content\/docs\/guide\/Fifo\.md\)/);
    const now = new Date();
    utimesSync(fifo, now, now);
    await printed(run, /✓ .*\(content\/docs\/guide\/Fifo\.md\)/, 2);
    expect((await request(port, '/docs/guide/First')).status).toBe(200);
    await stops(run);
  });

  it('stops at once on Ctrl+C during its first build, without waiting for the build (issue 45, N10)', async () => {
    // The build waits for a gate the test never opens: before, the server waited for the build, then exited silently.
    const { root } = gatedSite();
    const run = docgen(['serve', '--root', root, '--port', '0']);
    await portOf(run, /docgen serve: http:\/\/127\.0\.0\.1:(\d+)\/docs\//);
    run.child.kill('SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still running 60 s after SIGINT'), 60_000)));
    expect(await Promise.race([run.exited, late]).finally(() => clearTimeout(timer))).toBe(0);
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });
});
