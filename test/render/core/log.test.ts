// Progress for every stage (issue 45): on a terminal, a stage still running after a second shows on one live line
// with its count and what it is doing (a large site's content stage printed nothing for 74 s; only rendering had a
// counter); off a terminal one line per stage; with --quiet nothing.
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { createLogger, formatBytes } from '../../../src/render/core/log.ts';
import { baseFiles, fixtureSite } from '../../helpers/fixture-site.ts';

/** A stream that records what is written; a terminal or not. */
function stream(tty: boolean) {
  const writes: string[] = [];
  const target = { isTTY: tty, columns: 200, write: (s: string) => (writes.push(s), true) } as unknown as NodeJS.WriteStream;
  return { target, writes, text: () => writes.join('') };
}

describe('the build log', () => {
  it('on a terminal, shows each stage that runs a while on a live line, with its count and what it does', async () => {
    const out = stream(true);
    // Every stage counts as running a while here: the fixture's stages take milliseconds.
    await build({ root: fixtureSite(baseFiles), logger: createLogger('normal', out.target, { liveAfterMs: 0, redrawMs: 0 }) });
    const live = out.writes.filter((w) => w.startsWith('\r\x1b[2K  ') && !w.endsWith('\n'));
    expect(live.some((w) => /\bcontent \d+\/3 loading pages\b/.test(w)), live.join('\n')).toBe(true);
    expect(live.some((w) => /\bwrite \d+\/\d+ writing files\b/.test(w)), live.join('\n')).toBe(true);
    // The stage lines are printed whole, the live line cleared before each.
    expect(out.text()).toMatch(new RegExp(String.raw`\r\u001b\[2K {2}content +\d+ ms {2}3 pages\n`));
  });

  it('shows a stage only once it has run longer than the threshold, and clears the line when it ends', () => {
    const out = stream(true);
    const logger = createLogger('normal', out.target);
    logger.started?.('content');
    logger.progress('content', 5, 10, 'parsing pages');
    // Under a second: nothing yet.
    expect(out.text()).toBe('');
    const shown = createLogger('normal', out.target, { liveAfterMs: 0 });
    shown.started?.('content');
    shown.started?.('api');
    shown.progress('content', 5, 10, 'parsing pages');
    expect(out.writes.at(-1)).toBe('\r\x1b[2K  content 5/10 parsing pages · api');
    shown.stage('content', 1234, '10 pages');
    const stageLine = (name: string, time: string, detail = '') => `  ${name.padEnd(14)} ${time.padStart(8)}${detail}\n`;
    expect(out.writes.slice(-3)).toEqual(['\r\x1b[2K', stageLine('content', '1.23 s', '  10 pages'), '\r\x1b[2K  api']);
    shown.stage('api', 2000);
    expect(out.writes.at(-1)).toBe(stageLine('api', '2.00 s'));
  });

  it('off a terminal writes one line per stage and no live line; with --quiet, nothing but errors', async () => {
    const plain = stream(false);
    await build({ root: fixtureSite(baseFiles), logger: createLogger('normal', plain.target, { liveAfterMs: 0 }) });
    expect(plain.text()).not.toContain('\r');
    expect(plain.writes.every((w) => w.endsWith('\n'))).toBe(true);
    expect(plain.text()).toMatch(/^ {2}content +\d+ ms {2}3 pages$/m);

    const quiet = stream(true);
    const logger = createLogger('quiet', quiet.target, { liveAfterMs: 0 });
    await build({ root: fixtureSite(baseFiles), logger });
    logger.error('an error');
    expect(quiet.text()).toBe('an error\n');
  });
});

describe('sizes', () => {
  it('are written as a person reads them', () => {
    expect([0, 999, 1000, 1_234_567, 123_456_789, 5e12].map(formatBytes)).toEqual(['0 B', '999 B', '1.0 kB', '1.2 MB', '123 MB', '5.0 TB']);
  });
});
