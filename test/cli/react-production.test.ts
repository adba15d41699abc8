// `docgen build` renders with React's production build, in the main thread and in every worker thread, even when the
// shell says NODE_ENV=development: the development build renders the same HTML several times slower.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { baseConfig, baseFiles, fixtureSite } from '../helpers/fixture-site.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const PROBE = path.join(REPO, 'test/helpers/react-build-probe.cjs');

it('loads only the production build of React, whatever NODE_ENV the shell has', async () => {
  const root = fixtureSite({ ...baseFiles, 'content/pages/hello.tsx': 'export default function Hello() { return <p>Hello</p>; }\n' }, baseConfig);
  const log = path.join(root, 'react-files.log');
  await promisify(execFile)(process.execPath, ['--require', PROBE, path.join(REPO, 'bin/docgen'), 'build', '--root', root, '--quiet'], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'development', DOCGEN_REACT_PROBE: log },
    timeout: 120_000,
  });
  expect(existsSync(path.join(root, 'build/guide/First.html'))).toBe(true);
  const loaded = readFileSync(log, 'utf8').trim().split('\n');
  // The probe works: React was loaded, and its entry chose a build.
  expect(loaded.some((file) => /react-dom-server[^/]*\.node\.production\.js$/.test(file))).toBe(true);
  expect(loaded.filter((file) => file.includes('.development.'))).toEqual([]);
});
