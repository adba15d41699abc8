// Runs one command of the parity script (npm, Docusaurus, docgen) as a child process, its output written to a log
// file as it comes, so that a failure can be shown by its last lines and read in full afterwards.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface RunResult {
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  ms: number;
  /** The last lines of stdout and stderr together, in the order they came. */
  tail: string[];
  log: string;
}

const TAIL_LINES = 40;

export function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }): Promise<RunResult> {
  const started = performance.now();
  const log = createWriteStream(options.log);
  log.write(`$ ${[command, ...args].join(' ')}\n(in ${options.cwd})\n\n`);
  const tail: string[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    log.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    tail.push(...lines);
    tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => {
      log.end();
      reject(new Error(`could not start ${command}: ${error.message}`));
    });
    child.on('close', (code) => {
      if (partial) tail.push(partial);
      log.end(() => resolve({ code, ms: performance.now() - started, tail: tail.slice(-TAIL_LINES), log: options.log }));
    });
  });
}

/** The environment children get: the user's, without NODE_ENV, which each tool sets for itself. */
export function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
}
