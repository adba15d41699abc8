// Task functions for run-task.test.ts, run in a worker thread.
import { threadId } from 'node:worker_threads';

export async function describeInput(input: { n: number; tags: string[] }): Promise<{ doubled: number; tags: string[]; threadId: number }> {
  return { doubled: input.n * 2, tags: [...input.tags].reverse(), threadId };
}

export async function fail(): Promise<never> {
  throw Object.assign(new Error('TypeDoc: something is wrong'), { diagnostics: [{ severity: 'error', file: 'a.ts', line: 3, message: 'bad' }] });
}

export async function failBuild(): Promise<never> {
  const { BuildError } = await import('../../../src/render/diagnostics.ts');
  throw new BuildError([{ severity: 'error', file: 'src/render/api', message: 'API Reference renders a broken link: x' }]);
}

export async function bytes(input: { size: number }): Promise<{ bytes: Uint8Array; label: string }> {
  const bytes = new Uint8Array(input.size).map((_, i) => i % 251);
  return { bytes, label: 'made' };
}

export async function allocate(): Promise<number> {
  const kept: number[][] = [];
  for (let i = 0; i < 1_000_000; i++) kept.push(new Array(1000).fill(i));
  return kept.length;
}
