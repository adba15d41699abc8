// The command line: parses flags and calls the programmatic API. Exit codes: 0 success, 1 content or config
// errors, 2 usage errors.
import { Command, CommanderError, Option } from 'commander';
import { build } from '../render/build.ts';
import { BuildError, formatDiagnostic, type Diagnostic } from '../render/diagnostics.ts';
import { createLogger, type Verbosity } from '../render/log.ts';
import { preview } from '../render/serve/preview.ts';

export const EXIT_OK = 0;
export const EXIT_CONTENT = 1;
export const EXIT_USAGE = 2;

interface CommonFlags {
  root: string;
  quiet?: boolean;
  verbose?: boolean;
}

const verbosity = (flags: CommonFlags): Verbosity => (flags.quiet ? 'quiet' : flags.verbose ? 'verbose' : 'normal');

export async function main(argv: string[]): Promise<number> {
  let exitCode = EXIT_OK;
  const program = new Command('docgen')
    .description('Builds the XR Blocks documentation site from content/ and site.config.ts.')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError('(run with --help for usage)');

  const common = (cmd: Command) =>
    cmd
      .option('--root <dir>', 'project folder holding site.config.ts', process.cwd())
      .addOption(new Option('-q, --quiet', 'print only errors').conflicts('verbose'))
      .option('-v, --verbose', 'print every stage and page count');

  common(program.command('build').description('write the static site').option('-o, --out <dir>', 'output folder', 'build')).action(
    async (flags: CommonFlags & { out: string }) => {
      exitCode = await run(flags, async (logger) => {
        const result = await build({ root: flags.root, outDir: flags.out, logger });
        printWarnings(result.warnings, logger.warn);
      });
    },
  );

  common(program.command('check-links').description('check every internal link and anchor without writing the site'))
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (flags: CommonFlags & { format: 'text' | 'json' }) => {
      if (flags.format === 'json') {
        exitCode = await checkLinksJson(flags.root);
        return;
      }
      exitCode = await run(flags, async (logger) => {
        const result = await build({ root: flags.root, write: false, logger });
        printWarnings(result.warnings, logger.warn);
      });
    });

  common(
    program
      .command('preview')
      .description('serve the built site like a static host would')
      .option('-o, --out <dir>', 'folder of the built site', 'build')
      .option('-p, --port <port>', 'port', '3000')
      .option('--host <host>', 'interface to bind', '127.0.0.1'),
  ).action(async (flags: CommonFlags & { out: string; port: string; host: string }) => {
    exitCode = await run(flags, async (logger) => {
      const server = await preview({ root: flags.root, outDir: flags.out, port: Number(flags.port), host: flags.host });
      logger.info(`Serving ${flags.out} at ${server.url} (Ctrl+C to stop)`);
      await new Promise<void>((resolve) => process.once('SIGINT', () => server.close().then(resolve)));
    });
  });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    throw error;
  }
  return exitCode;
}

/** Runs a command, turning build errors into readable output and exit code 1. */
async function run(flags: CommonFlags, work: (logger: ReturnType<typeof createLogger>) => Promise<void>): Promise<number> {
  const logger = createLogger(verbosity(flags));
  try {
    await work(logger);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof BuildError) {
      const n = error.diagnostics.length;
      logger.error(`\n${error.diagnostics.map(formatDiagnostic).join('\n\n')}\n\nFailed with ${n} error${n > 1 ? 's' : ''}. The previous output, if any, was left untouched.`);
      return EXIT_CONTENT;
    }
    throw error;
  }
}

async function checkLinksJson(root: string): Promise<number> {
  const logger = createLogger('quiet');
  try {
    const result = await build({ root, write: false, logger });
    process.stdout.write(JSON.stringify({ ok: true, pages: result.pageCount, problems: result.warnings }, null, 2) + '\n');
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    process.stdout.write(JSON.stringify({ ok: false, problems: error.diagnostics }, null, 2) + '\n');
    return EXIT_CONTENT;
  }
}

function printWarnings(warnings: Diagnostic[], print: (s: string) => void): void {
  if (warnings.length) print(warnings.map(formatDiagnostic).join('\n'));
}
