// Runs a helper script of scripts/bench/ in a fresh Node process and returns the JSON it prints last. Helpers are
// not docgen: they list or time parts of it in-process; docgen itself is always run through its CLI
// (./docgen-command.ts). A helper gets the bench's environment, plus what `env` adds for that helper alone.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');

/** `node --import tsx scripts/bench/<script> ...args`, working directory the repository (tsx reads its tsconfig). */
export function runScript<T>(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): T {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/bench', script), ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}
