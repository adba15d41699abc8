// A setup file of the test projects (vitest.config.ts): the tests render with React's production build, as docgen does.
// bin/docgen and every docgen thread set NODE_ENV=production before React loads; vitest sets NODE_ENV=test, under which
// React loaded its development build, which renders the same HTML several times slower and is what no build runs.
// NODE_ENV stays `test` for everything else (pages stay frozen in tests, ../../src/render/load/freeze.ts): only React's
// modules load here, under `production`, before any test file imports them. Node keeps one instance of each module for
// the process, and that is the one the tests' imports get.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const environment = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  // Every React module docgen's code and the tests import (and react-dom, which react-dom/server loads).
  for (const module of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-dom/client']) require(module);
} finally {
  process.env.NODE_ENV = environment;
}
