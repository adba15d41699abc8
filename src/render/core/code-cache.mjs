// How bin/docgen runs the CLI's bundle: as a CommonJS script compiled with V8's code cache, kept beside the bundle
// (`<bundle>.cache`). Node 20 has no compile cache of its own (Node 22's `module.enableCompileCache`), and without
// one every command compiles again, lazily and one by one, each function of the 3.5 MB bundle it runs. The cache
// holds the bytecode of every function the runs that wrote it executed: a one-page edit's build of the real site took
// 0.67-0.71 s without it and 0.59-0.65 s with it (from an ES module, 0.72-0.79 s; Node 20 offers no way to give one
// cached data).
//
// The cache is written after a command, while it lacks what the commands run since would add: made by the first run,
// it is rewritten by the next ones (each time holding what that run compiled too, since functions taken from the
// cache are kept in the new one) until LEARNING_RUNS runs have used it, then left as it is. A command that did
// little (`--help`, a mistyped option) is not counted and writes nothing. V8 itself checks only its version, its
// flags and the length of the code, so the cache also holds the SHA-256 of the bundle it was made for: a cache for
// other code, a damaged one or one V8 rejects (another Node, other flags) is made anew. Plain JavaScript: bin/docgen
// loads it before any compiler.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { writeFileAtomicSync } from './atomic-write.mjs';

/** Runs after which the cache is no longer rewritten: enough for the commands and paths a user takes first. */
export const LEARNING_RUNS = 8;

/** A command that ran for less than this (ms, after the bundle was loaded) did too little to teach the cache anything. */
export const LEARNING_MIN_MS = 100;

// CommonJS's module wrapper, on a line of its own so that the bundle's lines keep their numbers (lineOffset).
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname) {\n';
const WRAPPER_END = '\n})';
const DIGEST_BYTES = 32;

/**
 * @typedef {object} CodeCacheOptions
 * @property {number} [learningMinMs] See LEARNING_MIN_MS.
 * @property {string} [cacheFile] Where the cache is kept: by default beside `file`, `<file>.cache`.
 * @property {boolean} [mapStackFrames] Whether stack frames in `file` are mapped to the sources through `<file>.map`
 *   (the CLI's bundle); by default true. A package's own file has no map.
 */

/**
 * Runs the CommonJS module `file` (its `code`, read by the caller, and the SHA-256 of its bytes, `digest`) with its
 * code cache. Returns its exports and `save`, which writes the cache when it is due: call it once the command (or
 * the task) is done, so that it holds what it ran.
 * @param {string} file
 * @param {string} code
 * @param {Buffer} digest
 * @param {CodeCacheOptions} [options]
 */
export function runWithCodeCache(file, code, digest, { learningMinMs = LEARNING_MIN_MS, cacheFile = `${file}.cache`, mapStackFrames: mapFrames = true } = {}) {
  const kept = readCache(cacheFile, digest);
  const script = new vm.Script(`${WRAPPER_START}${code}${WRAPPER_END}`, { filename: file, lineOffset: -1, cachedData: kept?.data });
  if (mapFrames) mapStackFrames(file);
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  const loaded = performance.now();
  const runs = kept && !script.cachedDataRejected ? kept.runs : 0;
  return {
    exports: module.exports,
    save() {
      if (runs >= LEARNING_RUNS || performance.now() - loaded < learningMinMs) return;
      writeCache(cacheFile, runs + 1, digest, script.createCachedData());
    },
  };
}

// Layout of a cache file: the runs that wrote it (uint32), the bundle's SHA-256, V8's data, and the SHA-256 of them all.
const RUNS_BYTES = 4;

/** The cache's runs and V8's data, or undefined when it is missing, damaged or made for other code than `digest`'s. */
function readCache(file, digest) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length < RUNS_BYTES + 2 * DIGEST_BYTES) return undefined;
  const body = bytes.subarray(0, bytes.length - DIGEST_BYTES);
  if (!createHash('sha256').update(body).digest().equals(bytes.subarray(body.length))) return undefined;
  if (!body.subarray(RUNS_BYTES, RUNS_BYTES + DIGEST_BYTES).equals(digest)) return undefined;
  return { runs: body.readUInt32LE(0), data: body.subarray(RUNS_BYTES + DIGEST_BYTES) };
}

function writeCache(file, runs, digest, data) {
  const head = Buffer.alloc(RUNS_BYTES);
  head.writeUInt32LE(runs);
  const body = Buffer.concat([head, digest, data]);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomicSync(file, Buffer.concat([body, createHash('sha256').update(body).digest()]));
  } catch {
    // A folder docgen cannot write to, or a cache another process holds open: the command has done its work, and the
    // next one compiles as this one did.
  }
}

/**
 * Stack traces name docgen's source files, as they do for modules Node loads itself: Node 20 applies source maps to
 * those, not to a script compiled through `vm`. The bundle's frames are mapped through `<file>.map`, read the first
 * time a stack names the bundle; every other frame is left as Node formats it.
 */
function mapStackFrames(file) {
  // Node's own formatting, which applies source maps to the modules Node loaded (V8's plain one if there is none).
  const own = Error.prepareStackTrace;
  const format = typeof own === 'function' ? own : (error, frames) => [String(error), ...frames.map((frame) => `    at ${frame}`)].join('\n');
  let map;
  const sourceMap = () => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        map = null;
      }
    }
    return map;
  };
  Error.prepareStackTrace = (error, frames) => {
    const text = format(error, frames);
    if (!frames.some((frame) => frame.getFileName() === file) || !sourceMap()) return text;
    // One line per frame, after the error's own (which may hold several).
    const lines = text.split('\n');
    const first = lines.length - frames.length;
    frames.forEach((frame, i) => {
      if (frame.getFileName() !== file) return;
      const entry = map.findEntry(frame.getLineNumber() - 1, frame.getColumnNumber() - 1);
      if (!entry?.originalSource) return;
      const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(file), entry.originalSource);
      const at = `${file}:${frame.getLineNumber()}:${frame.getColumnNumber()}`;
      lines[first + i] = lines[first + i].replace(at, `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
    });
    return lines.join('\n');
  };
}
