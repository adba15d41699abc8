// The command line: parses flags and calls the programmatic API. Exit codes: 0 success, 1 content or config
// errors, 2 usage errors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { CheckSiteResult } from '../render/commands/check-site.ts';
import { BuildError, formatDiagnostic, UsageError, type Diagnostic } from '../render/core/diagnostics.ts';
import { diskProblem } from '../render/core/disk-errors.ts';
import { CACHE_FOLDER } from '../render/core/cache-namespaces.mjs';
import { exitOnInterrupt } from '../render/core/interrupt.ts';
import { createLogger, formatBytes, formatMs, type Logger, type LogStream, type Verbosity } from '../render/core/log.ts';
import type { Listener } from '../render/serve/listener.ts';
// Commands load their modules when they run: `docgen serve` must not import the theme into its own process (its
// build worker does, and is replaced when the theme changes), and `--help` stays instant.
const load = {
  build: () => import('../render/commands/build.ts'),
  checkSite: () => import('../render/commands/check-site.ts'),
  clean: () => import('../render/commands/clean.ts'),
  serve: () => import('../render/serve/dev-server.ts'),
  preview: () => import('../render/serve/preview.ts'),
  // Node's HTTP server, which a build never loads (7 ms of a warm build).
  listener: () => import('../render/serve/listener.ts'),
};

export const EXIT_OK = 0;
export const EXIT_CONTENT = 1;
export const EXIT_USAGE = 2;

interface CommonFlags {
  root: string;
  quiet?: boolean;
  verbose?: boolean;
}

interface ServerFlags extends CommonFlags {
  port: number;
  host: string;
}

interface BuildFlags extends CommonFlags {
  out: string;
  analytics: boolean;
}

const VERSION = packageVersion();

/** docgen's version, from its package.json. */
function packageVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string') return pkg.version;
  throw new Error("docgen's package.json has no version");
}

/** A wrong invocation that commander cannot see (a port already in use): exits with code 2. */
const usage = (message: string) => new UsageError([{ severity: 'error', message }]);

const verbosity = (flags: CommonFlags): Verbosity => (flags.quiet ? 'quiet' : flags.verbose ? 'verbose' : 'normal');

function integer(name: string, min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}.`);
    return n;
  };
}

export interface MainIo {
  stdout?: (s: string) => void;
  stderr?: (s: string) => void;
  /** Resolves when a long-running command (serve, preview) should stop; default: SIGINT or SIGTERM. */
  untilStopped?: () => Promise<void>;
}

export async function main(argv: string[], io: MainIo = {}): Promise<number> {
  const out = io.stdout ?? ((s: string) => void process.stdout.write(s));
  const err = io.stderr ?? ((s: string) => void process.stderr.write(s));
  // Called before the line that says how to stop the server: a signal sent as soon as that line is read must meet
  // docgen's handler, not Node's default, which ends the process at once. (A test's hook is asked after the line.)
  const listenForStop = (): (() => Promise<void>) => {
    if (io.untilStopped) return io.untilStopped;
    const signal = waitForSignal();
    return () => signal;
  };
  const errStream = io.stderr ? streamOf(io.stderr) : process.stderr;
  let exitCode = EXIT_OK;
  const program = new Command('docgen')
    .description("Builds, serves and checks a documentation site from content/ and site.config.ts, or a Docusaurus site's docs from its docusaurus.config.ts.")
    .exitOverride()
    .configureOutput({ writeOut: out, writeErr: err })
    .showHelpAfterError('(run with --help for usage)')
    .version(VERSION, '-V, --version', 'print the version of docgen')
    .addHelpText('after', '\nExit codes: 0 success, 1 content or configuration errors, 2 usage errors.');

  const common = (cmd: Command) =>
    cmd
      .option('--root <dir>', "project folder holding site.config.ts (or a Docusaurus site's docusaurus.config.ts)", process.cwd())
      .addOption(new Option('-q, --quiet', 'print only errors').conflicts('verbose'))
      .option('-v, --verbose', 'print every stage and page count')
      .exitOverride()
      .configureOutput({ writeOut: out, writeErr: err })
      .showHelpAfterError('(run with --help for usage)');
  const logger = (flags: CommonFlags) => createLogger(verbosity(flags), errStream);
  const server = (cmd: Command, what: string) =>
    cmd
      .addOption(new Option('-p, --port <port>', `port to ${what} on (0 picks a free one)`).default(3000).argParser(integer('--port', 0, 65535)))
      .option('--host <host>', 'interface to bind; 0.0.0.0 makes it reachable from other machines', '127.0.0.1');

  const buildOptions = (cmd: Command) =>
    cmd.option('-o, --out <dir>', 'output folder', 'build').option('--no-analytics', "leave the configured analytics out of the pages (a local look, a test's build)");
  const buildSite = async (flags: BuildFlags, log: Logger) => {
    const { build } = await load.build();
    // Ctrl+C or SIGTERM while it writes: the staging folder goes before the process ends (../render/core/interrupt.ts).
    const release = exitOnInterrupt();
    try {
      const result = await build({ root: flags.root, outDir: flags.out, logger: log, analytics: flags.analytics });
      printWarnings(result.warnings, log.warn);
    } finally {
      release();
    }
  };
  /** Serves the built site; on `listener` (docgen start's, open since before the build) or on a socket of its own. */
  const servePreview = async (command: 'preview' | 'start', flags: ServerFlags & { out: string }, log: Logger, listener?: Listener) => {
    const outDir = path.resolve(flags.root, flags.out);
    const { preview, isBuiltSite } = await load.preview();
    if (!(await isBuiltSite(outDir))) throw usage(`${outDir} holds no built site; run \`docgen build\` first (\`npm start\` does both).`);
    const running = await listening(command, flags, () => preview({ root: flags.root, outDir, port: flags.port, host: flags.host, listener }));
    const stopped = listenForStop();
    log.info(`Serving ${flags.out} at ${running.url} (Ctrl+C to stop)`);
    await stopped();
    await running.close();
  };

  common(buildOptions(program.command('build').description('write the static site'))).action(async (flags: BuildFlags) => {
    exitCode = await run(logger(flags), (log) => buildSite(flags, log));
  });

  common(
    program
      .command('check-links')
      .description('check every internal link and anchor of the whole site (markdown and API) without writing it')
      .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
      .option('--external', 'also check external http(s) URLs (reported, never failing)')
      .addOption(new Option('--concurrency <n>', 'external requests in flight at once').default(8).argParser(integer('--concurrency', 1, 64)))
      .addOption(new Option('--timeout <ms>', 'timeout of each external request').default(10_000).argParser(integer('--timeout', 100, 120_000))),
  )
    .addHelpText('after', '\nExits with 1 when a link or anchor is broken, naming file:line, the link as written and the closest match.')
    .action(async (flags: CommonFlags & { format: 'text' | 'json'; external?: boolean; concurrency: number; timeout: number }) => {
      const log = flags.format === 'json' ? createLogger('quiet', errStream) : logger(flags);
      exitCode = await run(log, async () => {
        const { checkSite } = await load.checkSite();
        const result = await checkSite({
          root: flags.root,
          logger: flags.verbose ? log : createLogger('quiet', errStream),
          external: flags.external ? { concurrency: flags.concurrency, timeoutMs: flags.timeout } : false,
        });
        if (flags.format === 'json') out(JSON.stringify(checkJson(result), null, 2) + '\n');
        else printCheck(result, log, flags);
        if (!result.ok) throw new Reported();
      });
    });

  common(program.command('clean').description(`remove ${CACHE_FOLDER}, what docgen keeps between commands (the next command starts cold)`)).action(async (flags: CommonFlags) => {
    exitCode = await run(logger(flags), async (log) => {
      const { clean } = await load.clean();
      const { removed, bytes, byNamespace } = await clean({ root: flags.root });
      log.info(removed ? `Removed ${path.relative(process.cwd(), removed) || removed} (${formatBytes(bytes)} freed).` : `Nothing to remove: ${flags.root} has no ${CACHE_FOLDER}.`);
      // --verbose: what it held, namespace by namespace.
      for (const part of byNamespace) log.debug(`${part.path} ${formatBytes(part.bytes)}${part.holds ? `: ${part.holds}` : ''}`);
    });
  });

  common(
    server(
      program
        .command('serve')
        .description('build, serve with live reload, and rebuild on every change to content, config or theme')
        .addHelpText('after', '\nOpen the printed URL; saved edits reload the page. Errors show in the terminal and in the browser.'),
      'serve',
    ),
  ).action(async (flags: ServerFlags) => {
    exitCode = await run(logger(flags), async (log) => {
      const { serve } = await load.serve();
      const dev = await listening('serve', flags, () => serve({ root: flags.root, port: flags.port, host: flags.host, logger: log, verbosity: verbosity(flags) }));
      const stopped = listenForStop();
      log.info(`docgen serve: ${dev.url} (Ctrl+C to stop)`);
      await stopped();
      await dev.close();
    });
  });

  common(
    server(
      program
        .command('preview')
        .description('serve the built site like a static host would (run `docgen build` first; `npm start` does both)')
        .option('-o, --out <dir>', 'folder of the built site', 'build'),
      'serve',
    ),
  ).action(async (flags: ServerFlags & { out: string }) => {
    exitCode = await run(logger(flags), (log) => servePreview('preview', flags, log));
  });

  common(
    server(
      buildOptions(
        program
          .command('start')
          .description('build the site, then serve it like a static host would (`npm start`)')
          .addHelpText('after', '\nThe port is taken before the build starts, so a port in use is reported at once.'),
      ),
      'serve',
    ),
  ).action(async (flags: ServerFlags & BuildFlags) => {
    exitCode = await run(logger(flags), async (log) => {
      // The port is taken first, so that one in use is reported before the build's minute of work; from then on it
      // answers every request (a "Building the site…" page until the site is built, then the site, on the same socket).
      const listener = await listening('start', flags, async () => (await load.listener()).listen(flags.port, flags.host));
      log.info(`Building the site; ${listener.origin}/ shows a "Building the site…" page until it is ready.`);
      try {
        await buildSite(flags, log);
        await servePreview('start', { ...flags, port: listener.port }, log, listener);
      } finally {
        await listener.close();
      }
    });
  });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    if (error instanceof UsageError) {
      err(`${usageText(error)}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
  return exitCode;
}

/** A failure already printed: exit 1 without printing again. */
class Reported extends Error {}

/** Runs a command, turning build errors into readable output and exit code 1. */
async function run(logger: Logger, work: (logger: Logger) => Promise<void>): Promise<number> {
  try {
    await work(logger);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof Reported) return EXIT_CONTENT;
    // Refused before anything was done: the invocation is at fault, not the content.
    if (error instanceof UsageError) {
      logger.error(usageText(error));
      return EXIT_USAGE;
    }
    if (error instanceof BuildError) {
      const n = error.diagnostics.length;
      logger.error(`\n${error.diagnostics.map(formatDiagnostic).join('\n\n')}\n\nFailed with ${n} error${n > 1 ? 's' : ''}. The previous output, if any, was left untouched.`);
      return EXIT_CONTENT;
    }
    // A full disk, a read-only cache, a file-size or open-file limit: what ran out and where, not a stack trace.
    const disk = diskProblem(error);
    if (disk) {
      logger.error(formatDiagnostic(disk));
      return EXIT_CONTENT;
    }
    throw error;
  }
}

/** A usage error as printed: its one message as it is, or its diagnostics with where and what to do. */
function usageText(error: UsageError): string {
  const [only] = error.diagnostics;
  return error.diagnostics.length === 1 && only && !only.file && !only.hint ? only.message : error.diagnostics.map(formatDiagnostic).join('\n\n');
}

async function listening<T>(command: string, flags: ServerFlags, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE') throw usage(`Port ${flags.port} on ${flags.host} is in use; run on another one with \`${onAnotherPort(command, flags.port)}\` (port 0 picks a free one).`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EACCES') throw usage(`Cannot listen on ${flags.host}:${flags.port} (${code}).`);
    throw error;
  }
}

/** The command line that runs this command again on the next port, as it was run: through its npm script or not. */
function onAnotherPort(command: string, port: number): string {
  const next = port > 0 && port < 65535 ? port + 1 : 3001;
  const script = process.env.npm_lifecycle_event;
  // npm passes what follows `--` to the script's command: `npm start -- --port 3001`.
  if (script && new RegExp(`\\bdocgen ${command}\\b`).test(process.env.npm_lifecycle_script ?? '')) {
    return `${script === 'start' ? 'npm start' : `npm run ${script}`} -- --port ${next}`;
  }
  return `docgen ${command} --port ${next}`;
}

function checkJson(result: CheckSiteResult) {
  return {
    ok: result.ok,
    pages: result.pageCount,
    links: result.linkCount,
    errors: result.errors.length,
    warnings: result.warnings.length,
    problems: [...result.errors, ...result.warnings],
    ...(result.external && { external: result.external }),
    ms: Math.round(result.ms),
  };
}

function printCheck(result: CheckSiteResult, log: Logger, flags: CommonFlags): void {
  if (result.warnings.length && !flags.quiet) log.warn(result.warnings.map(formatDiagnostic).join('\n') + '\n');
  if (result.external?.unreachable.length) {
    const lines = result.external.unreachable.map((r) => {
      const where = r.sources.map((s) => [s.file, s.line].filter(Boolean).join(':')).join(', ');
      return `warning ${where}: ${r.url}: ${r.error}`;
    });
    log.warn(`${lines.join('\n')}\n`);
  }
  const external = result.external
    ? `; external: ${result.external.checked} checked, ${result.external.unreachable.length} unreachable (reported only)`
    : '';
  if (result.ok) {
    log.info(`✓ No broken links: ${result.pageCount} pages, ${result.linkCount} internal links checked in ${formatMs(result.ms)}${external}.`);
    return;
  }
  const n = result.errors.length;
  log.error(
    `${result.errors.map(formatDiagnostic).join('\n\n')}\n\n✗ ${n} problem${n > 1 ? 's' : ''}` +
      (result.pageCount ? ` in ${result.pageCount} pages (${result.linkCount} internal links checked in ${formatMs(result.ms)})` : '') +
      `${external}.`,
  );
}

function printWarnings(warnings: Diagnostic[], print: (s: string) => void): void {
  if (warnings.length) print(warnings.map(formatDiagnostic).join('\n'));
}

function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** The logger writes to a stream; route it through the given writer (tests capture it). */
function streamOf(write: (s: string) => void): LogStream {
  return { write: (s: string) => (write(s), true), isTTY: false };
}
