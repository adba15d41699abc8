// One module starts every thread (issue 43): a thread answers each request by its id, in order; its task may work
// between requests until the next one arrives; a thread that dies fails what it was asked and says so once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterEach, describe, expect, it } from 'vitest';
import { startThread, type Thread } from '../../../src/render/threads/thread.ts';
import { taskRef } from '../../../src/render/threads/task.ts';
import type { task as fixtureTask } from './fixture-task.ts';
import type { task as idleTask } from './idle-fixture-task.ts';

const FIXTURE = taskRef<typeof fixtureTask>(new URL('./fixture-task.ts', import.meta.url));
const IDLE = taskRef<typeof idleTask>(new URL('./idle-fixture-task.ts', import.meta.url));

let thread: Thread | undefined;
afterEach(() => thread?.terminate());

describe('startThread', () => {
  it('answers requests asked at once each with its own result, in the order asked', async () => {
    thread = startThread('cards');
    const answers = await Promise.all([
      thread.run(FIXTURE, { kind: 'describe', n: 1, tags: [] }),
      thread.run(FIXTURE, { kind: 'wait', ms: 30 }),
      thread.run(FIXTURE, { kind: 'describe', n: 5, tags: ['x'] }),
    ]);
    expect(answers[0]).toMatchObject({ doubled: 2 });
    expect(typeof answers[1]).toBe('number');
    expect(answers[2]).toMatchObject({ doubled: 10, tags: ['x'] });
    expect(thread.pending).toBe(0);
  });

  it("gives the task its quiet moments between requests, and tells it when the next request cuts one short", async () => {
    thread = startThread('cards');
    expect(await thread.run(IDLE, { kind: 'report' })).toEqual({ idled: 0, interrupted: 0 });
    // Answered, nothing waiting: the task was given a quiet moment, which this request ends.
    expect(await thread.run(IDLE, { kind: 'report' })).toEqual({ idled: 1, interrupted: 1 });
  });

  it('fails the request of a thread that dies, reports the death once, and refuses what is asked after', async () => {
    const deaths: Error[] = [];
    thread = startThread('cards', { onDeath: (error) => deaths.push(error) });
    await expect(thread.run(IDLE, { kind: 'exit' })).rejects.toThrow(/exited \(code 3\)/);
    await thread.exited;
    expect(deaths).toHaveLength(1);
    await expect(thread.run(FIXTURE, { kind: 'describe', n: 1, tags: [] })).rejects.toThrow(/exited/);
  });

  it('is the only place in docgen that starts a worker thread', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const starting = fg.sync('src/**/*.{ts,tsx,mts,mjs}', { cwd: root }).filter((file) => /\bnew Worker\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(starting).toEqual(['src/render/threads/thread.ts']);
  });
});
