// Cache files carry a seal (length and SHA-256 of their bytes): a truncated, garbled or hand-edited file reads as
// missing, so that the caller makes the value again (issue 25, row 4).
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSealed, readSealedJsonSync, seal, unseal, writeSealed, writeSealedSync } from '../../../src/render/core/sealed-file.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-sealed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sealed cache files', () => {
  it('give back exactly what was written, text or bytes', async () => {
    const file = path.join(dir, 'a/b/page.json');
    await writeSealed(file, JSON.stringify({ title: 'Café ✓' }));
    expect(readSealedJsonSync(file)).toEqual({ title: 'Café ✓' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a, 0x00, 0xff]);
    writeSealedSync(path.join(dir, 'card.png'), png);
    expect((await readSealed(path.join(dir, 'card.png')))?.equals(png)).toBe(true);
    expect(unseal(seal(''))?.byteLength).toBe(0);
  });

  it('read as missing when truncated, garbled at the same length, edited, unsealed or absent', async () => {
    const file = path.join(dir, 'entry.json');
    const text = JSON.stringify({ body: 'Hello from the source.' });
    const damage = {
      truncated: (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2)),
      garbled: (bytes: Buffer) => Buffer.from(bytes.toString('latin1').replace('Hello', 'Hallo'), 'latin1'),
      edited: (bytes: Buffer) => Buffer.from(bytes.toString('latin1').replace('Hello', 'Text no source holds'), 'latin1'),
      extended: (bytes: Buffer) => Buffer.concat([bytes, Buffer.from('\n')]),
      'written without a seal': () => Buffer.from(text),
      empty: () => Buffer.alloc(0),
    };
    for (const [how, change] of Object.entries(damage)) {
      writeSealedSync(file, text);
      writeFileSync(file, change(readFileSync(file)));
      expect(await readSealed(file), how).toBeUndefined();
      expect(readSealedJsonSync(file), how).toBeUndefined();
    }
    writeSealedSync(file, text);
    truncateSync(file, 10);
    expect(readSealedJsonSync(file)).toBeUndefined();
    expect(await readSealed(path.join(dir, 'absent.json'))).toBeUndefined();
  });
});
