// The commands using a cache (src/render/core/cache-users.ts): each is listed with its command while it runs, and not
// once it has released the cache or its process has ended.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheUsers, useCache } from '../../../src/render/core/cache-users.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-cache-users-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cache users', () => {
  it('lists a command while it uses the cache, and no longer once it releases it', () => {
    const release = useCache(dir, 'docgen serve');
    expect(cacheUsers(dir)).toEqual([{ pid: process.pid, command: 'docgen serve' }]);
    release();
    expect(cacheUsers(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'users'))).toBe(false);
  });

  it('lets a command run on a cache it cannot write, which the command itself reports', () => {
    // A file where the cache folder should be: the note cannot be written (a read-only cache was a raw ENOENT trace).
    const blocked = path.join(dir, 'blocked');
    writeFileSync(blocked, 'not a folder');
    const release = useCache(blocked, 'docgen build');
    expect(cacheUsers(blocked)).toEqual([]);
    release();
  });

  it('leaves out a command whose process was killed before it could release the cache', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    mkdirSync(path.join(dir, 'users'), { recursive: true });
    writeFileSync(path.join(dir, 'users', String(dead)), 'docgen build');
    expect(cacheUsers(dir)).toEqual([]);
  });
});
