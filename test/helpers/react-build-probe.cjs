// Preloaded (`--require`) into a docgen process and, through execArgv, into every worker thread it starts: appends
// the path of every React module file the thread loads to the file named by DOCGEN_REACT_PROBE, so that a test can
// tell which build of React (development or production) each thread used.
const fs = require('node:fs');
const Module = require('node:module');

const log = process.env.DOCGEN_REACT_PROBE;
const load = Module._extensions['.js'];
Module._extensions['.js'] = function (module, filename) {
  if (log && /[\\/]node_modules[\\/]react(-dom)?[\\/]/.test(filename)) fs.appendFileSync(log, `${filename}\n`);
  return load.call(this, module, filename);
};
