// What a command leaves half-made when a signal stops it (Ctrl+C, a service manager's SIGTERM): a build's staging
// folder, 43 MB for the real site, which stayed until the next build. Node's default for these signals ends the
// process at once with nothing cleaned up; while a command that writes runs, the CLI ends it here instead, after the
// cleanups, with the status the default ends it with (128 + the signal's number, as a shell reports it).

const cleanups = new Set<() => void>();

/**
 * Runs `cleanup` (synchronous: the process exits right after) if a signal stops the process while it is registered.
 * Returns the function that unregisters it.
 */
export function onInterrupt(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => void cleanups.delete(cleanup);
}

const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;

/** Until the returned function is called, SIGINT and SIGTERM run the cleanups and then end the process. */
export function exitOnInterrupt(): () => void {
  const handlers = Object.entries(SIGNALS).map(([signal, number]) => {
    const handler = () => {
      for (const cleanup of [...cleanups]) {
        cleanups.delete(cleanup);
        try {
          cleanup();
        } catch {
          // What a cleanup could not remove, the next command does (a build removes a dead build's staging folder).
        }
      }
      process.exit(128 + number);
    };
    process.on(signal, handler);
    return { signal, handler };
  });
  return () => {
    for (const { signal, handler } of handlers) process.off(signal, handler);
  };
}
