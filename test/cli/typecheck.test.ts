// The whole project typechecks (src, test, scripts and the config files: tsconfig.json's `include`). vitest strips
// types without checking them, so a type error in a test or a script would otherwise pass `npm test` unnoticed.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');

describe('the project', () => {
  it('typechecks', { timeout: 600_000 }, async () => {
    const tsc = path.join(REPO, 'node_modules/typescript/bin/tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.json'], { cwd: REPO, maxBuffer: 16 * 1024 * 1024 }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe('');
  });
});
