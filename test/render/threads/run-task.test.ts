// A task runs in a thread of its own, from its module's bundle, and hands back its result or its error (with
// diagnostics) to the caller.
import { existsSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import { bundledModule } from '../../../src/render/threads/bundle.ts';
import { runTask } from '../../../src/render/threads/run-task.ts';
import { taskRef } from '../../../src/render/threads/task.ts';
import type { task } from './fixture-task.ts';

const FIXTURE = taskRef<typeof task>(new URL('./fixture-task.ts', import.meta.url));

describe('runTask', () => {
  it('runs a task of a TypeScript module in another thread, from one bundled file, and resolves with its result', async () => {
    const result = await runTask('cards', FIXTURE, { kind: 'describe', n: 21, tags: ['a', 'b'] });
    expect(result).toMatchObject({ doubled: 42, tags: ['b', 'a'] });
    expect((result as { threadId: number }).threadId).not.toBe(threadId);
    const bundle = await bundledModule(FIXTURE.module);
    expect(bundle?.pathname).toMatch(/\.docgen-cache\/threads\/fixture_task_ts\.\w+\.mjs$/);
    expect(existsSync(bundle!)).toBe(true);
  });

  it('rejects with the error message and diagnostics of a failing task', async () => {
    const error = await runTask('cards', FIXTURE, { kind: 'fail' }).catch((e: Error & { diagnostics?: unknown }) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('TypeDoc: something is wrong');
    expect((error as { diagnostics?: unknown }).diagnostics).toEqual([{ severity: 'error', file: 'a.ts', line: 3, message: 'bad' }]);
  });

  it('rejects with a BuildError, diagnostics and all, when the task throws one', async () => {
    const error = await runTask('cards', FIXTURE, { kind: 'failBuild' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([{ severity: 'error', file: 'src/render/api', message: 'API Reference renders a broken link: x' }]);
    expect((error as BuildError).message).toBe('error src/render/api: API Reference renders a broken link: x');
  });

  it('hands back byte arrays in the result intact (they are transferred, not copied)', async () => {
    const result = (await runTask('cards', FIXTURE, { kind: 'bytes', size: 100_000 })) as { bytes: Uint8Array; label: string };
    expect(result.label).toBe('made');
    expect(result.bytes).toBeInstanceOf(Uint8Array);
    expect(result.bytes.byteLength).toBe(100_000);
    expect(result.bytes[1000]).toBe(1000 % 251);
  });

  it('stops a thread that outgrows its heap limit and rejects with ERR_WORKER_OUT_OF_MEMORY; the process goes on', async () => {
    const error = await runTask('cards', FIXTURE, { kind: 'allocate' }, { limits: { maxOldGenerationSizeMb: 32 }, afterExit: true }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('ERR_WORKER_OUT_OF_MEMORY');
    await expect(runTask('cards', FIXTURE, { kind: 'describe', n: 1, tags: [] })).resolves.toMatchObject({ doubled: 2 });
  });

  it('rejects when the module exports no task', async () => {
    const notATask = taskRef<typeof task>(new URL('../../../src/render/core/hash.ts', import.meta.url));
    await expect(runTask('cards', notATask, { kind: 'fail' })).rejects.toThrow(/exports no task/);
  });
});
