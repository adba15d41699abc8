// A task runs in a thread of its own and hands back its result or its error (with diagnostics) to the caller.
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BuildError } from '../../../src/render/diagnostics.ts';
import { runTask } from '../../../src/render/threads/run-task.ts';

const FIXTURE = new URL('./fixture-task.ts', import.meta.url);

describe('runTask', () => {
  it('runs an exported function of a TypeScript module in another thread and resolves with its result', async () => {
    const result = await runTask<{ doubled: number; tags: string[]; threadId: number }>(FIXTURE, 'describeInput', { n: 21, tags: ['a', 'b'] });
    expect(result).toMatchObject({ doubled: 42, tags: ['b', 'a'] });
    expect(result.threadId).not.toBe(threadId);
  });

  it('rejects with the error message and diagnostics of a failing task', async () => {
    const error = await runTask(FIXTURE, 'fail', undefined).catch((e: Error & { diagnostics?: unknown }) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('TypeDoc: something is wrong');
    expect((error as { diagnostics?: unknown }).diagnostics).toEqual([{ severity: 'error', file: 'a.ts', line: 3, message: 'bad' }]);
  });

  it('rejects with a BuildError, diagnostics and all, when the task throws one', async () => {
    const error = await runTask(FIXTURE, 'failBuild', undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([{ severity: 'error', file: 'src/render/api', message: 'API Reference renders a broken link: x' }]);
    expect((error as BuildError).message).toBe('error src/render/api: API Reference renders a broken link: x');
  });

  it('hands back byte arrays in the result intact (they are transferred, not copied)', async () => {
    const result = await runTask<{ bytes: Uint8Array; label: string }>(FIXTURE, 'bytes', { size: 100_000 });
    expect(result.label).toBe('made');
    expect(result.bytes).toBeInstanceOf(Uint8Array);
    expect(result.bytes.byteLength).toBe(100_000);
    expect(result.bytes[1000]).toBe(1000 % 251);
  });

  it('stops a thread that outgrows its heap limit and rejects with ERR_WORKER_OUT_OF_MEMORY; the process goes on', async () => {
    const error = await runTask(FIXTURE, 'allocate', undefined, { resourceLimits: { maxOldGenerationSizeMb: 32 }, afterExit: true }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('ERR_WORKER_OUT_OF_MEMORY');
    await expect(runTask(FIXTURE, 'describeInput', { n: 1, tags: [] })).resolves.toMatchObject({ doubled: 2 });
  });

  it('rejects when the module has no such function', async () => {
    await expect(runTask(FIXTURE, 'missing', undefined)).rejects.toThrow(/missing/);
  });
});
