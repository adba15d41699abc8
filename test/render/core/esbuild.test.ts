// esbuild's child process holds 15-40 MB that count in a build's peak (issue 22): docgen stops it once no call has
// been in flight for a moment, never while one is (esbuild would never answer that call), and a later call starts it
// again; two copies of the module in one process count their calls together.
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ builds: 0, stops: 0 }));
// esbuild is imported through dynamicImport (it is left out of the CLI's bundle).
vi.mock('../../../src/render/core/dynamic-import.ts', () => ({
  dynamicImport: async (specifier: string) => {
    if (specifier !== 'esbuild') throw new Error(`unexpected import of ${specifier}`);
    return {
      build: async () => {
        calls.builds++;
        return { outputFiles: [] };
      },
      stop: async () => {
        calls.stops++;
      },
    };
  },
}));

const { useEsbuild } = await import('../../../src/render/core/esbuild.ts');

afterEach(() => vi.useRealTimers());

describe('useEsbuild', () => {
  it('stops the child once idle, not while a call is in flight, and a later call still works', async () => {
    vi.useFakeTimers();
    let release!: () => void;
    const long = useEsbuild(({ build }) => build({}).then(() => new Promise<void>((resolve) => (release = resolve))));
    await vi.advanceTimersByTimeAsync(0);
    await useEsbuild(({ build }) => build({}));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.stops).toBe(0);

    release();
    await long;
    await vi.advanceTimersByTimeAsync(100);
    // A call within the idle moment keeps the child.
    await useEsbuild(({ build }) => build({}));
    await vi.advanceTimersByTimeAsync(450);
    expect(calls.stops).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.stops).toBe(1);

    await useEsbuild(({ build }) => build({}));
    expect(calls.builds).toBe(4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.stops).toBe(2);
  });

  it('counts the calls of every copy of the module together: one copy never stops the child under the other\'s call', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const other = await import('../../../src/render/core/esbuild.ts');
    expect(other.useEsbuild).not.toBe(useEsbuild);
    const stops = calls.stops;
    await useEsbuild(({ build }) => build({}));
    let release!: () => void;
    const long = other.useEsbuild(({ build }) => build({}).then(() => new Promise<void>((resolve) => (release = resolve))));
    // Past the first copy's idle moment, with the other copy's call in flight.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.stops).toBe(stops);
    release();
    await long;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.stops).toBe(stops + 1);
  });
});
