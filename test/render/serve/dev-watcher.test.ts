// What `docgen serve` makes of a changed file: an input of the API Reference (the package's manifest, the docs
// tsconfig, a source in a local package's source folder) is its own kind of change, so that the next build makes the
// API Reference's key again rather than taking it for a content source modified in place.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchSources, type FileChange, type SourceWatcher } from '../../../src/render/serve/dev-watcher.ts';
import { silentLogger } from '../../helpers/fixture-site.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docgen-dev-watcher-'));
const root = path.join(tmp, 'site');
/** A linked package's own folder, outside the project (the project reaches it through node_modules). */
const linked = path.join(tmp, 'linked-lib');
const at = (file: string) => path.join(root, file);
const seen: FileChange[][] = [];
let watcher: SourceWatcher;

beforeAll(async () => {
  for (const dir of ['content/docs', 'content/static', 'lib/src']) mkdirSync(at(dir), { recursive: true });
  mkdirSync(path.join(linked, 'src'), { recursive: true });
  for (const file of ['content/docs/a.md', 'lib/package.json', 'lib/tsconfig.json', 'lib/src/widget.ts', 'lib/src/NOTES.md']) writeFileSync(at(file), 'x\n');
  watcher = await watchSources({ root, outDir: at('build'), watchDocgen: false, logger: silentLogger, onChange: (changes) => void seen.push(changes) });
  watcher.follow({ content: [at('content')], static: at('content/static'), config: [], api: [at('lib/package.json'), at('lib/tsconfig.json'), at('lib/src'), linked], modules: [] });
});

afterAll(async () => {
  await watcher?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('docgen serve’s watcher', () => {
  it('takes the API Reference’s inputs for API changes, and a local package’s other files for none', () => {
    seen.length = 0;
    watcher.changed(['lib/src/widget.ts', 'lib/src/NOTES.md', 'lib/package.json', 'lib/tsconfig.json', 'content/docs/a.md']);
    expect(seen.flat()).toEqual([
      { file: 'lib/src/widget.ts', kind: 'api' },
      { file: 'lib/package.json', kind: 'api' },
      { file: 'lib/tsconfig.json', kind: 'api' },
      { file: 'content/docs/a.md', kind: 'content' },
    ]);
  });

  /**
   * Saves `file` (absolute) again until the watcher reports it: it watches a folder only once chokidar has set the
   * watch up, which `follow` does not wait for. Bounded generously for a busy machine.
   */
  async function reported(file: string): Promise<FileChange | undefined> {
    seen.length = 0;
    const relative = path.relative(root, file);
    const deadline = Date.now() + 30_000;
    for (let save = 1; !seen.flat().some((c) => c.file === relative) && Date.now() < deadline; save++) {
      writeFileSync(file, `/** Edited, save ${save}. */\nexport const widget = 1;\n`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return seen.flat().find((c) => c.file === relative);
  }

  it('sees a local package’s source saved', async () => {
    expect(await reported(at('lib/src/widget.ts'))).toMatchObject({ kind: 'api' });
  });

  it('sees a source added to a linked package’s folder outside the project', async () => {
    expect(await reported(path.join(linked, 'src/added.ts'))).toMatchObject({ kind: 'api' });
  });
});
