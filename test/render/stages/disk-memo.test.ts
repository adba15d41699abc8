// Watch mode's shortcut past the disk (src/render/stages/disk-memo.ts): when the watcher saw only sources modified in
// place, a run lists no folder again and stamps only those sources; any other run reads the disk as a build does.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/render/engine/engine.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const FIRST = 'content/docs/guide/01-First.md';
const SECOND = 'content/docs/guide/02-Second.md';
const THIRD = 'content/docs/guide/03-Third.md';

function watchedSite() {
  const root = fixtureSite({ ...baseFiles });
  const engine = createEngine({ root, mode: 'development', logger: silentLogger, watch: true });
  const text = (run: Awaited<ReturnType<typeof engine.run>>, route: string) => JSON.stringify(run.site.graph.pages.get(route)?.body ?? null);
  return { root, engine, text, abs: (file: string) => path.join(root, file) };
}

describe('watch mode, sources modified in place', () => {
  it('takes the edit of a modified source, and reads no other file again', async () => {
    const { root, engine, text, abs } = watchedSite();
    await engine.run();
    writeFileSync(path.join(root, FIRST), '---\ntitle: First\n---\n## Setup\n\nEdited in place.\n');
    // Edited too, but the watcher did not say so: the shortcut keeps the stamp it took, so this edit is not read.
    writeFileSync(path.join(root, SECOND), '---\ntitle: Second\n---\n## Details {#custom}\n\nNot reported.\n');
    // Added, but not reported either: the listing is the last run's.
    writeFileSync(path.join(root, THIRD), '---\ntitle: Third\n---\nNew.\n');
    const run = await engine.run({ modified: [abs(FIRST)] });
    expect(text(run, '/docs/guide/First')).toContain('Edited in place.');
    expect(text(run, '/docs/guide/Second')).not.toContain('Not reported.');
    expect(run.site.graph.pages.has('/docs/guide/Third')).toBe(false);

    // A run the watcher gives no such list (an added file, an image, a re-check) reads everything.
    const full = await engine.run();
    expect(text(full, '/docs/guide/Second')).toContain('Not reported.');
    expect(full.site.graph.pages.has('/docs/guide/Third')).toBe(true);
  });

  it('lists the folders again when a source reported as modified is not in the last listing', async () => {
    const { root, engine, abs } = watchedSite();
    await engine.run();
    // The watcher took a new file for a modified one: the listing cannot hold.
    writeFileSync(path.join(root, THIRD), '---\ntitle: Third\n---\nNew.\n');
    const run = await engine.run({ modified: [abs(THIRD)] });
    expect(run.site.graph.pages.has('/docs/guide/Third')).toBe(true);
  });
});
