// `npm run typecheck`: tsc over each program of docgen, every one with the globals of where its code runs (Node, the
// browser, both, the tests: CONTRIBUTING.md, "Type checking"). Each program is a tsconfig.json, found where it is so
// that a new one is checked without being listed; one that only extends another (src/shared's, scripts') is that
// program seen from its folder, for editors and eslint, and is not checked twice. vitest strips types without
// checking them, so this is what catches a type error in a test or a script (test/cli/typecheck.test.ts runs it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

/** The tsconfig.json of each program to check, relative to `root`. */
export function programs(root: string): string[] {
  const configs = fg.sync('**/tsconfig.json', { cwd: root, ignore: ['**/node_modules/**', 'test/fixtures/**', '**/build/**', '**/.docgen-cache/**'] }).sort();
  return configs.filter((config) => {
    const { config: raw } = ts.readConfigFile(path.join(root, config), ts.sys.readFile);
    const keys = raw && typeof raw === 'object' ? Object.keys(raw) : [];
    if (keys.length !== 1 || keys[0] !== 'extends') return true;
    // Only an alias of a program that is checked in its place.
    const target = path.relative(root, path.resolve(root, path.dirname(config), String(raw.extends)));
    return !configs.includes(target);
  });
}

/**
 * Runs tsc on `config`; its report, empty when the program typechecks. Incrementally: tsc keeps each file's hash and
 * diagnostics in a build-info file per program, in `root`'s .docgen-cache/tsc/, and checks again only what changed
 * and what it reaches, with the result of a full check. A full check of the Node program by hand, under load: 26.9 s
 * of CPU; 9.1 s with nothing changed, 9.7 s after an edit of one test file. A clean clone (CI) checks in full.
 */
export function typecheck(root: string, config: string): { ok: boolean; report: string } {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const buildInfo = path.join(root, '.docgen-cache', 'tsc', `${config.replace(/[/\\]/g, '_')}.tsbuildinfo`);
  const args = [tsc, '--noEmit', '-p', config, '--incremental', '--tsBuildInfoFile', buildInfo];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return { ok: result.status === 0, report: `${result.stdout}${result.stderr}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  for (const config of programs(root)) {
    const { ok, report } = typecheck(root, config);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${config}`);
    if (!ok) {
      process.stdout.write(report);
      process.exitCode = 1;
    }
  }
}
