// Builds the docgen copy of the fixture. docgen stops a whole build at the first page it cannot build, which would
// leave nothing to compare; so a failed build whose errors name pages (`error docs/…:line: …`) is tried again without
// those pages, until it builds or its errors name no page (the config, say). Each page left out is reported by the
// caller as a difference: the fixture keeps it, and Docusaurus builds it.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { docgenCommand } from '../bench/docgen-command.ts';
import { run, type RunResult } from './run.ts';

export interface LeftOut {
  /** The page's file, relative to the site. */
  file: string;
  /** docgen's first error about it. */
  error: string;
}

export interface DocgenBuild {
  /** The last build's result: exit 0 once the pages docgen could not build were left out. */
  result: RunResult;
  leftOut: LeftOut[];
}

/** At most this many builds: each leaves out at least one page, and a page's errors rarely hide another's. */
const MAX_ROUNDS = 6;
const ERROR_LINE = /^error (docs\/[^\s:]+\.mdx?)(?::\d+)*: (.*)$/;

export async function buildDocgenLeavingOutFailures(repo: string, site: string, out: string, log: string): Promise<DocgenBuild> {
  const leftOut: LeftOut[] = [];
  for (let round = 1; ; round++) {
    const result = await runDocgenBuild(repo, site, out, log);
    if (result.code === 0 || round === MAX_ROUNDS) return { result, leftOut };
    const failed = new Map<string, string>();
    for (const line of readFileSync(result.log, 'utf8').split('\n')) {
      const [, file, message = ''] = ERROR_LINE.exec(line) ?? [];
      if (file !== undefined && existsSync(path.join(site, file)) && !failed.has(file)) failed.set(file, message);
    }
    if (failed.size === 0) return { result, leftOut };
    for (const [file, error] of failed) {
      rmSync(path.join(site, file));
      leftOut.push({ file, error });
    }
  }
}

export function runDocgenBuild(repo: string, site: string, out: string, log: string): Promise<RunResult> {
  const command = docgenCommand(repo, ['build', '--root', site, '--out', out], site);
  return run(command.command, command.args, { cwd: command.cwd, env: command.env, log });
}
