// Watch mode's shortcut past the disk (src/render/stages/disk-memo.ts): when the watcher saw only sources modified in
// place, a run lists no folder again and stamps only those sources; any other run reads the disk as a build does.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
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

describe('watch mode, the render cache', () => {
  it('keeps the last run’s HTML while its folder is untouched, and renders again a page whose HTML another build removed', async () => {
    const { engine } = watchedSite();
    await engine.run();
    const kept = await engine.run();
    expect(kept.rendered).toBe(0);
    // As a production build's prune does to a serve's entries: the folder's stamp moves, and each file is looked for.
    const file = kept.routes.get('/docs/guide/Second')!.file.from;
    rmSync(file);
    const again = await engine.run();
    expect(again.rendered).toBe(1);
    expect(existsSync(again.routes.get('/docs/guide/Second')!.file.from)).toBe(true);
  });
});
