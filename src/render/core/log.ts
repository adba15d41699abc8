// Build progress for people: one line per stage with its time, a summary, and on a terminal a live line for the stages
// that take a while. A large site's content stage ran over a minute and printed nothing until it ended; now every
// stage still running after a second shows on one line, rewritten in place, with its count and what it is doing
// (`content 812/1843 parsing pages · api converting the API Reference with TypeDoc`). Off a terminal (CI logs) only the
// stage lines are written, and with `--quiet` nothing but errors.

export type Verbosity = 'quiet' | 'normal' | 'verbose';

export interface Logger {
  stage(name: string, ms: number, detail?: string): void;
  /** A stage has begun (the live line shows it once it has run a while). */
  started?(name: string): void;
  /** How far a stage (or the task `label` names) is: `done` of `total`, and what it is doing. */
  progress(label: string, done: number, total: number, doing?: string): void;
  info(message: string): void;
  debug(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface LoggerOptions {
  /** A stage shows on the live line once it has run this long (default 1 s: a quick stage never flickers there). */
  liveAfterMs?: number;
  /** How often the live line is written again at most (default 100 ms). */
  redrawMs?: number;
}

interface Running {
  since: number;
  done?: number;
  total?: number;
  doing?: string;
}

/** What the logger writes to: a terminal's stream (process.stderr), or a writer the CLI's caller gives (tests). */
export interface LogStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export function createLogger(verbosity: Verbosity, stream: LogStream = process.stderr, options: LoggerOptions = {}): Logger {
  const tty = stream.isTTY === true;
  const loud = verbosity !== 'quiet';
  const live = tty && loud;
  const liveAfterMs = options.liveAfterMs ?? 1000;
  const redrawMs = options.redrawMs ?? 100;
  let lastProgress = 0;
  const running = new Map<string, Running>();
  let shown = false;
  let timer: NodeJS.Timeout | undefined;
  let drawnAt = 0;

  const clear = () => {
    if (shown) stream.write('\r\x1b[2K');
    shown = false;
  };
  const line = (): string => {
    const now = performance.now();
    const parts = [...running]
      .filter(([, r]) => now - r.since >= liveAfterMs)
      .map(([name, r]) => [name, r.total ? `${r.done ?? 0}/${r.total}` : '', r.doing ?? ''].filter(Boolean).join(' '));
    return parts.length ? `  ${parts.join(' · ')}` : '';
  };
  let drawn = '';
  const draw = () => {
    drawnAt = performance.now();
    const text = line();
    // Written only when it changed: a terminal's scrollback (or a recording of it) holds one line per change.
    if (shown ? text === drawn : !text) return;
    drawn = text;
    const width = stream.columns && stream.columns > 10 ? stream.columns - 1 : 0;
    stream.write(`\r\x1b[2K${width && text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
    shown = text !== '';
  };
  const tick = () => {
    if (!running.size) {
      clearInterval(timer);
      timer = undefined;
      clear();
      return;
    }
    draw();
  };
  /** Writes `text` above the live line, which is drawn again after it. */
  const print = (text: string) => {
    clear();
    stream.write(text);
    if (live && running.size) draw();
  };
  const track = (name: string): Running => {
    let entry = running.get(name);
    if (!entry) {
      running.set(name, (entry = { since: performance.now() }));
      if (live && !timer) {
        timer = setInterval(tick, Math.max(redrawMs, 10));
        // The live line never keeps a process alive that is otherwise done.
        timer.unref();
      }
    }
    return entry;
  };

  return {
    stage(name, ms, detail) {
      running.delete(name);
      if (!loud) return;
      print(`  ${name.padEnd(14)} ${formatMs(ms).padStart(8)}${detail ? `  ${detail}` : ''}\n`);
    },
    started(name) {
      if (live) track(name);
    },
    progress(label, done, total, doing) {
      if (!loud) return;
      if (live) {
        Object.assign(track(label), { done, total, ...(doing !== undefined && { doing }) });
        if (performance.now() - drawnAt >= redrawMs) draw();
      } else if (verbosity === 'verbose' && (done === total || done - lastProgress >= Math.max(1, Math.floor(total / 4)))) {
        lastProgress = done;
        stream.write(`  ${label} ${done}/${total}${doing ? ` ${doing}` : ''}\n`);
      }
    },
    info(message) {
      if (loud) print(`${message}\n`);
    },
    debug(message) {
      if (verbosity === 'verbose') print(`  · ${message}\n`);
    },
    warn(message) {
      if (loud) print(`${message}\n`);
    },
    error(message) {
      print(`${message}\n`);
    },
  };
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** `1.2 MB`, `340 kB`, `12 B`: sizes as a person reads them (decimal units, as `du -h --si` and file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
