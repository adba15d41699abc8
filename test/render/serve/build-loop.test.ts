// After a build that followed file events, `docgen serve` checks once more (chokidar may report a write before it has
// finished). The check rebuilds only when one of the batch's files changed since the build started: a rebuild that
// renders nothing still costs the worker, just as the tab draws the page the build changed (issue 22).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DevBuildChange, DevBuildReport } from '../../../src/render/serve/build-report.ts';
import { startBuildLoop } from '../../../src/render/serve/build-loop.ts';
import { silentLogger } from '../../helpers/fixture-site.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-build-loop-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const report = { ok: true, errors: [], warnings: [], changed: [], removed: [], rendered: 0, pageCount: 1, assetsChanged: false, ms: 1, timings: {} } as unknown as DevBuildReport;

/** A loop whose builds only count, and run `during` while they build. */
function loop(during: () => void = () => {}) {
  const builds: number[] = [];
  const running = startBuildLoop({
    root,
    debounceMs: 5,
    logger: silentLogger,
    async build() {
      builds.push(performance.now());
      if (builds.length === 2) during();
      return { report, restarted: builds.length === 1 };
    },
    publish() {},
  });
  return { builds, running };
}

describe('the build loop', () => {
  it('does not build again when the files of the last batch are as the build found them', async () => {
    writeFileSync(path.join(root, 'page.md'), '# Page\n');
    const { builds, running } = loop();
    await running.idle();
    writeFileSync(path.join(root, 'page.md'), '# Page\n\nEdited.\n');
    running.notify([{ file: 'page.md', kind: 'content' }]);
    await running.idle();
    // The first build, the edit's; the re-check 60 ms later found the file unchanged.
    expect(builds).toHaveLength(2);
    await running.stop();
  });

  it('builds again when a file of the batch changed while it built, though no event said so', async () => {
    writeFileSync(path.join(root, 'other.md'), '');
    const { builds, running } = loop(() => writeFileSync(path.join(root, 'other.md'), '# The rest of the write\n'));
    await running.idle();
    running.notify([{ file: 'other.md', kind: 'content' }]);
    await running.idle();
    expect(builds).toHaveLength(3);
    await running.stop();
  });

  it('tells the build which sources were modified in place, and nothing when a file was added or is no source', async () => {
    const changes: DevBuildChange[] = [];
    const running = startBuildLoop({
      root,
      debounceMs: 5,
      logger: silentLogger,
      async build(change) {
        changes.push(change);
        return { report, restarted: changes.length === 1 };
      },
      publish() {},
    });
    await running.idle();
    const batches: Parameters<typeof running.notify>[0][] = [
      [{ file: 'a.md', kind: 'content', inPlace: true }], // modified in place
      [{ file: 'a.md', kind: 'content', inPlace: true }, { file: 'b.md', kind: 'content' }], // and one added
      [{ file: 'a.png', kind: 'images', inPlace: true }], // no page source
      [{ file: 'lib/src/widget.ts', kind: 'api', inPlace: true }], // an API Reference input: its key is made again
    ];
    for (const batch of batches) {
      running.notify(batch);
      await running.idle();
    }
    // The first build (a new worker) reads everything; then one build per batch.
    expect(changes.map((c) => c.modified)).toEqual([undefined, [path.join(root, 'a.md')], undefined, undefined, undefined]);
    await running.stop();
  });
});
