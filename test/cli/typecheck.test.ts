// Every program of the project typechecks (scripts/typecheck.ts: each tsconfig.json, the src, test and scripts folders
// and the config files among them). vitest strips types without checking them, so a type error in a test or a script
// would otherwise pass `npm test` unnoticed.
// And each program has the globals of where its code runs, no more: a probe module, added in memory to the real
// program beside the real sources, uses a browser global in Node code, a Node module in browser code, or either in
// the theme, which runs on both sides; the compiler must refuse it there and accept it where it belongs.
// Incrementally (scripts/typecheck.ts): tsc keeps what it found of each file in .docgen-cache/tsc/ and checks again only
// what changed and what it reaches, with the result of a full check.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { programs, typecheck } from '../../scripts/typecheck.ts';

const REPO = path.resolve(import.meta.dirname, '../..');

describe('the project', () => {
  // scripts/typecheck.ts finds the programs, and the tests below check each it finds; this one names them, so that a
  // search that found fewer (or none: nothing to check, nothing to fail) fails here.
  it('has a program for Node, the browser, both sides and the tests', () => {
    expect(programs(REPO)).toEqual(['src/client/tsconfig.json', 'src/theme/tsconfig.json', 'test/tsconfig.json', 'tsconfig.json']);
  });

  for (const config of programs(REPO)) {
    it(`typechecks: ${config}`, { timeout: 600_000 }, () => {
      expect(typecheck(REPO, config).report).toBe('');
    });
  }
});

// Source files parsed once for every probe's program: most of them (the libraries' types) are in each.
const parsed = new Map<string, ts.SourceFile | undefined>();

/** Type-checks each probe (repository path → source) as a module of the program of `config`: its error messages. */
function probe(config: string, probes: Record<string, string>): Record<string, string[]> {
  const command = ts.getParsedCommandLineOfConfigFile(path.join(REPO, config), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!command) throw new Error(`cannot read ${config}`);
  const sources = new Map(Object.entries(probes).map(([file, source]) => [path.join(REPO, file), source]));
  const options = { ...command.options, noUnusedLocals: false };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    const source = sources.get(name);
    if (source !== undefined) return ts.createSourceFile(name, source, language);
    const key = `${typeof language === 'object' ? `${language.languageVersion}:${language.impliedNodeFormat}` : language}:${name}`;
    if (!parsed.has(key)) parsed.set(key, read(name, language, ...rest));
    return parsed.get(key);
  };
  const program = ts.createProgram({ rootNames: [...command.fileNames, ...sources.keys()], options, host });
  return Object.fromEntries(
    [...sources.keys()].map((file) => [path.relative(REPO, file), ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))]),
  );
}

const BROWSER_ONLY = 'export const title: string = document.title + window.location.href + sessionStorage.length;\n';
const NODE_ONLY = "import { readFileSync } from 'node:fs';\nexport const size: number = readFileSync(process.argv[1] ?? '').length;\n";
const BOTH_SIDES = "export const url: string = new URL('/a', 'https://example.test').href;\nexport const timer = setTimeout(() => console.log(url), 1);\nexport const reply: Promise<Response> = fetch(url, { signal: new AbortController().signal });\n";
const BROWSER_ERRORS = [expect.stringMatching(/^Cannot find name 'document'/), "Cannot find name 'window'.", "Cannot find name 'sessionStorage'."];
const NODE_ERRORS = ["Cannot find module 'node:fs' or its corresponding type declarations.", expect.stringMatching(/^Cannot find name 'process'/)];

describe('the globals of each program', () => {
  it("refuse the page's globals in Node code and Node's in browser code, both in the theme, and accept each where it runs", { timeout: 600_000 }, () => {
    // Node: the build, and the theme as the server renders it.
    expect(
      probe('tsconfig.json', {
        'src/render/core/browser-probe.ts': BROWSER_ONLY,
        'src/theme/browser-probe.ts': BROWSER_ONLY,
        'src/render/core/node-probe.ts': NODE_ONLY,
        'src/render/core/both-probe.ts': BOTH_SIDES,
      }),
    ).toEqual({ 'src/render/core/browser-probe.ts': BROWSER_ERRORS, 'src/theme/browser-probe.ts': BROWSER_ERRORS, 'src/render/core/node-probe.ts': [], 'src/render/core/both-probe.ts': [] });

    // The browser.
    expect(
      probe('src/client/tsconfig.json', { 'src/client/node-probe.ts': NODE_ONLY, 'src/client/browser-probe.ts': BROWSER_ONLY, 'src/client/both-probe.ts': BOTH_SIDES }),
    ).toEqual({ 'src/client/node-probe.ts': NODE_ERRORS, 'src/client/browser-probe.ts': [], 'src/client/both-probe.ts': [] });

    // Both sides: neither a page's globals nor Node's, but what both have.
    expect(
      probe('src/theme/tsconfig.json', { 'src/theme/browser-probe.ts': BROWSER_ONLY, 'src/shared/node-probe.ts': NODE_ONLY, 'src/theme/both-probe.ts': BOTH_SIDES }),
    ).toEqual({ 'src/theme/browser-probe.ts': BROWSER_ERRORS, 'src/shared/node-probe.ts': NODE_ERRORS, 'src/theme/both-probe.ts': [] });
  });
});
