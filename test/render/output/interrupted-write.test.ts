// Ctrl+C or SIGTERM while a build writes its site (issue 45, N9): the staging folder went only with the next build
// (43 MB of the real site). The CLI now removes it before the process ends, with the status the signal's default
// gives. The write is held at its first file by the file system calls below, so the signal comes mid-write; the
// signal is emitted to this process's listeners, as the operating system's delivery would call them.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli/main.ts';
import { baseFiles, fixtureSite } from '../../helpers/fixture-site.ts';

/** Held writes into a staging folder: the first one tells `entered`, and each waits for `release`. */
let gate: { entered: () => void; released: Promise<void> } | undefined;
const held = async (target: unknown) => {
  if (gate && String(target).includes('.build.staging-') && path.basename(String(target)) !== '.docgen-output') {
    gate.entered();
    await gate.released;
  }
};
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...original,
    writeFile: async (...args: Parameters<typeof original.writeFile>) => (await held(args[0]), original.writeFile(...args)),
    copyFile: async (...args: Parameters<typeof original.copyFile>) => (await held(args[1]), original.copyFile(...args)),
  };
});

afterEach(() => {
  gate = undefined;
  vi.restoreAllMocks();
});

describe('a signal while the site is written', () => {
  for (const [signal, status] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    it(`${signal}: removes the staging folder, leaves the last site, and ends with ${status}`, async () => {
      const root = fixtureSite(baseFiles);
      expect(await main(['node', 'docgen', 'build', '--root', root, '--quiet'], { stderr: () => {} })).toBe(0);
      // An edit, so that the next build writes a file rather than link every one from the last site.
      writeFileSync(path.join(root, 'content/docs/intro.md'), `${baseFiles['content/docs/intro.md']}\nEdited.\n`);
      const exits: (string | number | null | undefined)[] = [];
      vi.spyOn(process, 'exit').mockImplementation((code) => void exits.push(code) as never);
      let release = () => {};
      const entered = new Promise<void>((resolve) => {
        gate = { entered: resolve, released: new Promise<void>((done) => (release = done)) };
      });
      const building = main(['node', 'docgen', 'build', '--root', root, '--quiet'], { stderr: () => {} }).catch((e: unknown) => e);
      await entered;
      const staging = readdirSync(root).filter((entry) => entry.startsWith('.build.staging-'));
      expect(staging).toHaveLength(1);

      process.emit(signal, signal);
      expect(exits).toEqual([status]);
      expect(existsSync(path.join(root, staging[0]!))).toBe(false);
      expect(existsSync(path.join(root, 'build/index.html'))).toBe(true);
      // The real exit would have ended the build here; this one goes on and fails on its missing folder.
      release();
      await building;
      // The handlers are gone with the command.
      expect(process.listenerCount(signal)).toBe(0);
    });
  }
});
