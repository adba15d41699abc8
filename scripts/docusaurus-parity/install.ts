// The fixture's own dependencies (Docusaurus 3.10 with Docusaurus Faster, its Mermaid theme, the TypeDoc plugin,
// remark-math and rehype-katex), installed from the npm registry into a folder under the OS temp folder named after
// the hash of the fixture's package.json. An install takes minutes, so a folder is reused as long as package.json is
// unchanged; editing it installs afresh into a new folder. An install is made in a scratch folder and renamed into
// place only once npm has finished, so an interrupted one is redone rather than reused.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { childEnv, run } from './run.ts';

export interface Install {
  /** The node_modules folder to link into a copy of the fixture. */
  nodeModules: string;
  /** False when an earlier run's install was reused. */
  fresh: boolean;
  ms: number;
}

export async function installFixtureDependencies(packageJson: string, packageHash: string, cacheRoot: string): Promise<Install> {
  const dir = path.join(cacheRoot, `deps-${packageHash}`);
  const nodeModules = path.join(dir, 'node_modules');
  // npm writes this file last, once node_modules is complete.
  if (existsSync(path.join(nodeModules, '.package-lock.json'))) return { nodeModules, fresh: false, ms: 0 };

  const scratch = `${dir}.partial-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  copyFileSync(packageJson, path.join(scratch, 'package.json'));
  const result = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: scratch,
    env: childEnv(),
    log: path.join(cacheRoot, `npm-install-${packageHash}.log`),
  });
  if (result.code !== 0) {
    throw new Error(`npm install of the fixture's package.json failed (exit ${result.code}); its output is in ${result.log}:\n${result.tail.join('\n')}`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(scratch, dir);
  return { nodeModules, fresh: true, ms: result.ms };
}
