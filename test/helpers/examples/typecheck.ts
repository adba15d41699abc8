import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CodeExample } from './extract.ts';

/** One compiler complaint, mapped back to the markdown line it came from. */
export interface ExampleDiagnostic {
  file: string;
  line: number;
  message: string;
}

/**
 * The settings a reader's project would plausibly use with xrblocks 0.17.0: ES modules through a bundler or an import
 * map, strict mode, DOM + WebXR + speech types.
 */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['webxr', 'dom-speech-recognition'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  noImplicitAny: true,
};

/**
 * Type-checks every example as its own module against the installed xrblocks and three types. The examples are written
 * under `workDir` (inside the project so that `node_modules` resolves; one folder per process so parallel runs do not collide) and the folder is removed afterwards.
 */
export function typecheckExamples(examples: CodeExample[], projectRoot: string): ExampleDiagnostic[] {
  const workDir = path.join(projectRoot, '.docgen-cache', `examples-${process.pid}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const origin = new Map<string, CodeExample>();
  examples.forEach((example, i) => {
    const name = path.join(workDir, `example-${i}.${example.lang}`);
    writeFileSync(name, example.prelude ? `${example.prelude}\n${example.code}` : example.code);
    origin.set(path.resolve(name), example);
  });
  try {
    const options = { ...COMPILER_OPTIONS, typeRoots: [path.join(projectRoot, 'node_modules', '@types')] };
    const program = ts.createProgram({ rootNames: [...origin.keys()], options, host: cachingHost(options) });
    return ts.getPreEmitDiagnostics(program).map((d) => toExampleDiagnostic(d, origin));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Declaration files parsed once per process: every call checks against the same lib, three and xrblocks types. */
const declarations = new Map<string, ts.SourceFile>();

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  // As tsc parses: a TypeScript file's doc comments only where they can hold an error (a JavaScript example's in
  // full, since its types are written in them). The program's 7.6 MB of declarations (the DOM, Node, three,
  // xrblocks) are full of doc comments that no check reads: ~0.4 s of its ~3.5 s of CPU.
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, fresh) => {
    if (!fileName.endsWith('.d.ts')) return read(fileName, language, onError, fresh);
    let file = declarations.get(fileName);
    if (!file) {
      file = read(fileName, language, onError, fresh);
      if (file) declarations.set(fileName, file);
    }
    return file;
  };
  return host;
}

function toExampleDiagnostic(d: ts.Diagnostic, origin: Map<string, CodeExample>): ExampleDiagnostic {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
  const example = d.file && origin.get(path.resolve(d.file.fileName));
  if (!d.file || !example) return { file: d.file?.fileName ?? '(compiler)', line: 0, message };
  const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
  // TypeScript counts lines from 0; a complaint about the hidden prelude is reported at the code's first line.
  const preludeLines = example.prelude ? example.prelude.split('\n').length : 0;
  return { file: example.file, line: example.line + Math.max(0, line - preludeLines), message };
}
