// Build progress for people: one line per stage with its time, a live counter while pages render, and a summary.

export type Verbosity = 'quiet' | 'normal' | 'verbose';

export interface Logger {
  stage(name: string, ms: number, detail?: string): void;
  progress(label: string, done: number, total: number): void;
  info(message: string): void;
  debug(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function createLogger(verbosity: Verbosity, stream: NodeJS.WriteStream = process.stderr): Logger {
  const tty = stream.isTTY === true;
  const loud = verbosity !== 'quiet';
  let lastProgress = 0;
  const clear = () => tty && stream.write('\r\x1b[2K');
  return {
    stage(name, ms, detail) {
      if (!loud) return;
      clear();
      stream.write(`  ${name.padEnd(14)} ${formatMs(ms).padStart(8)}${detail ? `  ${detail}` : ''}\n`);
    },
    progress(label, done, total) {
      if (!loud) return;
      if (tty) {
        stream.write(`\r\x1b[2K  ${label} ${done}/${total}`);
      } else if (verbosity === 'verbose' && (done === total || done - lastProgress >= Math.max(1, Math.floor(total / 4)))) {
        lastProgress = done;
        stream.write(`  ${label} ${done}/${total}\n`);
      }
    },
    info(message) {
      if (loud) stream.write(`${message}\n`);
    },
    debug(message) {
      if (verbosity === 'verbose') stream.write(`  · ${message}\n`);
    },
    warn(message) {
      if (loud) stream.write(`${message}\n`);
    },
    error(message) {
      stream.write(`${message}\n`);
    },
  };
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
