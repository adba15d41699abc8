// Writing the site: one implementation, three sinks. `docgen build` puts every file into a staging folder that
// replaces the output folder only once everything succeeded (the last site's unchanged files linked, not written:
// ./last-site.ts); `docgen serve` writes in place only the files whose hash changed (./in-place.ts); `docgen
// check-links` writes nothing.
import { mapConcurrent } from '../core/concurrency.ts';
import type { OutputFile } from './files.ts';
import { unreachable } from '../../shared/unreachable.ts';
import { folderWriter } from './folder-writer.ts';
import { openLastSite } from './last-site.ts';
import type { InPlaceOutput } from './in-place.ts';
import { createStaging } from './staging.ts';
import type { WholeSiteFiles } from './whole-site-files.ts';

export type OutputSink =
  /**
   * A fresh folder that replaces `outDir` when every file is written, the last site's unchanged files carried over
   * (./last-site.ts).
   */
  | { kind: 'staging'; outDir: string }
  /** The served folder, kept in step file by file; the whole-site files are synced when asked for. */
  | { kind: 'in-place'; output: InPlaceOutput }
  | { kind: 'none' };

export type Written =
  | { kind: 'staging'; outDir: string }
  | { kind: 'in-place'; written: string[]; removed: string[] }
  | { kind: 'none' };

/**
 * Files written at once: enough to keep libuv's file-system threads busy (a warm build writes ~1,400 small files).
 * One at a time, the write stage of a warm build took 1.5 s on a loaded machine; sixteen, 0.35 s (9da0703).
 */
const WRITES_IN_FLIGHT = 16;

/** `cacheDir`: where the staging sink records what it wrote, for the next build to carry over; `progress` hears each file. */
export async function writeSite(sink: OutputSink, files: OutputFile[], wholeSite: () => Promise<WholeSiteFiles>, cacheDir: string, progress?: (done: number, total: number) => void): Promise<Written> {
  switch (sink.kind) {
    case 'staging': {
      const last = await openLastSite(cacheDir, sink.outDir);
      // Nothing changed since the last build into the folder: its site stays as it is. Staging a copy of it, linking
      // every file and putting the copy in its place took 50 ms of a 0.6 s warm build of 49 pages, and grows with the
      // site. The pages are checked first, so that a build that changed one makes no whole-site file to find out.
      if (last.unchanged(files)) {
        const whole = await wholeSite();
        if (last.unchanged(whole) && last.holdsExactly([...files, ...whole])) {
          last.keep();
          return { kind: 'staging', outDir: sink.outDir };
        }
      }
      const staging = await createStaging(sink.outDir);
      try {
        const put = folderWriter(staging.dir, 'fresh');
        let done = 0;
        let total = files.length;
        // The files the last site holds as they are linked first, one after another; the others written at once.
        const write = (batch: OutputFile[]) => {
          const fresh = batch.filter((file) => !last.carryOver(file, staging.dir));
          done += batch.length - fresh.length;
          return mapConcurrent(fresh, WRITES_IN_FLIGHT, async (file) => {
            await put(file);
            await last.wrote(file, staging.dir);
            progress?.(++done, total);
          });
        };
        await write(files);
        // The whole-site files too: each page's Markdown, the search shards and llms files are ~900 of the real site's
        // ~1,450 files, and copying them all again took 40–260 ms of every warm build, by file system.
        const whole = await wholeSite();
        total += whole.length;
        await write(whole);
        await staging.commit();
        await last.save();
      } catch (error) {
        // The build's own failure is the one to report: a staging folder that cannot be removed now (the same full
        // disk or file limit) is removed by the next build, and its error hid the cause behind a stack trace.
        await staging.discard().catch(() => undefined);
        throw error;
      }
      return { kind: 'staging', outDir: sink.outDir };
    }
    case 'in-place':
      return { kind: 'in-place', ...(await sink.output.sync(files)) };
    case 'none':
      return { kind: 'none' };
    default:
      return unreachable(sink);
  }
}
