// The task of run-task.test.ts and pool.test.ts, run in worker threads: each kind of request exercises one way a task
// can end.
import { threadId } from 'node:worker_threads';
import type { Task } from '../../../src/render/threads/task.ts';

export type FixtureRequest =
  | { kind: 'describe'; n: number; tags: string[] }
  | { kind: 'fail' }
  | { kind: 'failBuild' }
  | { kind: 'bytes'; size: number }
  | { kind: 'allocate' }
  | { kind: 'wait'; ms: number };

export type FixtureResult = { doubled: number; tags: string[]; threadId: number } | { bytes: Uint8Array; label: string } | number;

export const task = {
  async run(request: FixtureRequest): Promise<FixtureResult> {
    switch (request.kind) {
      case 'describe':
        return { doubled: request.n * 2, tags: [...request.tags].reverse(), threadId };
      case 'fail':
        throw Object.assign(new Error('TypeDoc: something is wrong'), { diagnostics: [{ severity: 'error', file: 'a.ts', line: 3, message: 'bad' }] });
      case 'failBuild': {
        const { BuildError } = await import('../../../src/render/core/diagnostics.ts');
        throw new BuildError([{ severity: 'error', file: 'src/render/api', message: 'API Reference renders a broken link: x' }]);
      }
      case 'bytes':
        return { bytes: new Uint8Array(request.size).map((_, i) => i % 251), label: 'made' };
      case 'allocate': {
        const kept: number[][] = [];
        for (let i = 0; i < 1_000_000; i++) kept.push(new Array(1000).fill(i));
        return kept.length;
      }
      case 'wait':
        await new Promise((resolve) => setTimeout(resolve, request.ms));
        return threadId;
    }
  },
} satisfies Task<never, unknown>;
