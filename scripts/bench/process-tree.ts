// Runs a command as a child process and measures it the way a person waiting for it experiences it: wall time from
// spawn to exit (Node's start-up included) and peak memory of the whole process tree.
//
// Memory: every `intervalMs` (50 ms) the resident set (VmRSS, /proc/<pid>/status) of the child and of all its
// descendants is summed, and the largest sum is the peak. Worker threads live in their process, so its RSS covers
// them; child processes (esbuild's service, anything a build spawns) are found by walking the parent pids of
// /proc/*/stat (Linux without CONFIG_PROC_CHILDREN has no /proc/<pid>/task/*/children). A full walk of /proc costs
// about 2 ms, so it runs every other sample; the RSS of the members already known is read at every sample.
// Summing RSS counts pages shared between the processes (libraries mapped by each) once per process: an upper
// bound, which is what a machine with that little free memory would need. Sampling can miss a spike shorter than
// the interval; the main process's own high-water mark (VmHWM, kept by the kernel, read at each sample) is reported
// beside it as a check: the peak of the tree should never be below it by more than a few MB.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeMemory {
  /** Largest sum of VmRSS over the process and its descendants, MB. */
  peakMb: number;
  /** The main process's own VmHWM at its last sample, MB (a lower bound of its true peak). */
  mainHwmMb: number;
  /** Most processes seen in the tree at once. */
  maxProcesses: number;
  samples: number;
}

export interface MeasuredRun {
  /** Spawn to exit, ms. */
  ms: number;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  memory: TreeMemory;
}

const kb = (status: string, field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);

function readStatus(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined; // exited between two reads
  }
}

/** Every live descendant of `root`, `root` included. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (name.charCodeAt(0) > 57) continue; // not a pid
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid …"; comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ', 2)[1]);
    const list = children.get(ppid);
    if (list) list.push(Number(name));
    else children.set(ppid, [Number(name)]);
  }
  const out = [root];
  // Breadth first: each pid's children go on the end of the list being walked.
  for (const pid of out) out.push(...(children.get(pid) ?? []));
  return out;
}

/** Samples the memory of `pid`'s process tree until `stop()` is called. */
export function watchTree(pid: number, intervalMs = 50): { stop(): TreeMemory } {
  const memory: TreeMemory = { peakMb: 0, mainHwmMb: 0, maxProcesses: 0, samples: 0 };
  let members = [pid];
  let tick = 0;
  const sample = () => {
    if (tick++ % 2 === 0) {
      try {
        members = processTree(pid);
      } catch {
        // /proc unreadable for a moment: keep the last members
      }
    }
    let sum = 0;
    let alive = 0;
    for (const member of members) {
      const status = readStatus(member);
      if (!status) continue;
      alive++;
      sum += kb(status, 'VmRSS');
      if (member === pid) memory.mainHwmMb = Math.max(memory.mainHwmMb, kb(status, 'VmHWM') / 1024);
    }
    if (!alive) return;
    memory.samples++;
    memory.peakMb = Math.max(memory.peakMb, sum / 1024);
    memory.maxProcesses = Math.max(memory.maxProcesses, alive);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { ...memory };
    },
  };
}

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Kill the process (SIGKILL, by its pid) after this long; default 15 minutes. */
  timeoutMs?: number;
}

/** Runs `command args` to completion and measures it (see the top of this file). Never throws for a non-zero exit. */
export function runMeasured(command: string, args: string[], options: RunOptions): Promise<MeasuredRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid === undefined) {
      child.once('error', reject);
      return;
    }
    const watcher = watchTree(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 15 * 60_000);
    let exited: { ms: number; code: number | null; signal: NodeJS.Signals | null; memory: TreeMemory } | undefined;
    child.once('error', (error) => {
      clearTimeout(timer);
      watcher.stop();
      reject(error);
    });
    // The time is taken at exit; the output may arrive a little later (a grandchild can hold the pipes open).
    child.once('exit', (code, signal) => {
      exited = { ms: performance.now() - started, code, signal, memory: watcher.stop() };
      clearTimeout(timer);
    });
    child.once('close', () => {
      if (!exited) return;
      resolve({ ms: exited.ms, exitCode: exited.code, signal: exited.signal, stdout, stderr, memory: exited.memory });
    });
  });
}
