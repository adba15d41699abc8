// `docgen serve` for the benchmark (./edit-to-screen.ts): runs the programmatic `serve()` in this process, bound to
// 127.0.0.1 on a free port, and reports on stdout, one JSON object a line:
//   {"type":"listening","url":…}                       the server answers (its first build may still be running)
//   {"type":"ready","url":…,"pages":…,"ok":…}           the first build is done
//   {"type":"build","changedAt":…,"doneAt":…,"ms":…,…}  after every build; times are epoch ms (this machine's clock)
// It runs in its own process, as `docgen serve` does, so that the benchmark's browser driving does not share an event
// loop with the server. It does not watch docgen's own theme and client sources (`watchDocgen: false`): other people
// editing them while the bench runs would restart the renderer in the middle of a measurement. Anything beyond
// `serve({ root, port, host })` and `url` is optional here, so a rewrite of the server can drop it without breaking
// the bench (the figures that needed it then read "n/a"). Stops on SIGTERM.
//
//   node --import tsx scripts/bench/serve-child.ts <site root>
import { serve } from '../../src/render/serve/dev-server.ts';

interface LooseBuildEvent {
  report?: { ok?: boolean; ms?: number; rendered?: number; changed?: string[]; pageCount?: number; errors?: { message?: string }[] };
  restarted?: boolean;
  files?: string[];
  changedAt?: number;
  doneAt?: number;
}
interface LooseServer {
  url: string;
  idle?: () => Promise<LooseBuildEvent | undefined>;
  onBuild?: (listener: (event: LooseBuildEvent) => void) => unknown;
  close(): Promise<void>;
}

const root = process.argv[2];
if (!root) throw new Error('usage: serve-child.ts <site root>');
const emit = (message: Record<string, unknown>) => process.stdout.write(JSON.stringify(message) + '\n');
const epoch = (t: number | undefined) => (typeof t === 'number' ? performance.timeOrigin + t : undefined);

const options: Record<string, unknown> = { root, port: 0, host: '127.0.0.1', verbosity: 'quiet', watchDocgen: false };
const server = (await serve(options as Parameters<typeof serve>[0])) as unknown as LooseServer;
server.onBuild?.((event) =>
  emit({
    type: 'build',
    changedAt: epoch(event.changedAt),
    doneAt: epoch(event.doneAt),
    ms: event.report?.ms,
    rendered: event.report?.rendered,
    changed: event.report?.changed?.length,
    ok: event.report?.ok,
    restarted: event.restarted,
    files: event.files,
    errors: event.report?.errors?.map((e) => e.message),
  }),
);
emit({ type: 'listening', url: server.url });
const first = server.idle ? await server.idle() : undefined;
emit({ type: 'ready', url: server.url, pages: first?.report?.pageCount, ok: first?.report?.ok, errors: first?.report?.errors?.map((e) => e.message) });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
