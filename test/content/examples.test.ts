// Every complete code example on the site compiles against the xrblocks the project pins, as installed, and three's
// types, and so does every assignment the prose states in inline code: a reader copies "set `x.y = true`" as it is,
// and a wrong object or an assignment over a method (a boolean written over
// `DepthMesh.updateFullResolutionGeometry()`) must not pass. The pin is one exact version, the one installed, and the
// one the docs tell readers to install.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { extractCode, extractExamples, extractInlineAssignments, type CodeExample, type InlineAssignment } from '../helpers/examples/extract.ts';
import { typecheckExamples } from '../helpers/examples/typecheck.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The bare names the prose's inline assignments may start from, and the type each one stands for. Anything else must
 * be written as a full path from `options` (the reader's `xb.Options`) or `xb`, so a reader can tell which object is meant.
 */
const INLINE_ROOTS: Record<string, string> = {
  options: 'xb.Options',
  // Rows of option tables that are relative to `options`.
  hands: 'xb.Options["hands"]',
  controllers: 'xb.Options["controllers"]',
  // A controller as select events carry it (`event.target`).
  controller: 'THREE.Object3D',
  // Any object the DragManager may drag: it reads `draggingMode` from plain three.js objects too.
  mesh: 'THREE.Mesh & {draggingMode?: xb.DragMode}',
  // A texture's `repeat`.
  repeat: 'THREE.Vector2',
};

/** Turns inline assignments into compilable examples; the ones whose root is not in `roots` are returned as problems. */
function inlineExamples(spans: InlineAssignment[], roots: Record<string, string>): { examples: CodeExample[]; unknown: string[] } {
  const examples: CodeExample[] = [];
  const unknown: string[] = [];
  for (const span of spans) {
    const type = roots[span.root];
    if (span.root !== 'xb' && !type) {
      unknown.push(`${span.file}:${span.line}: \`${span.code}\` starts from \`${span.root}\`; write the full path from \`options\` or \`xb\`, or add \`${span.root}\` to INLINE_ROOTS`);
      continue;
    }
    const declaration = type ? `declare const ${span.root}: ${type};` : '';
    const prelude = `import * as THREE from 'three';\nimport * as xb from 'xrblocks';\n${declaration}`;
    examples.push({ file: span.file, line: span.line, lang: 'ts', code: `${span.code};`, prelude });
  }
  return { examples, unknown };
}

const contentFiles = () => fg.sync('content/**/*.md', { cwd: root }).sort();
const read = (f: string) => readFileSync(path.join(root, f), 'utf8');
/** The SDK version the docs describe: package.json's dependency. */
const pinned: string = JSON.parse(read('package.json')).dependencies.xrblocks;

/**
 * The code blocks and the prose's inline assignments, type-checked in one program: a second one would check the same
 * lib, three and xrblocks types again. A complaint is the blocks' or the prose's by its line, since a line is either
 * inside a fence or prose.
 */
const checked = (() => {
  let result: { blocks: string[]; inline: string[]; blockCount: number; spans: InlineAssignment[]; unknown: string[] } | undefined;
  return () => {
    if (result) return result;
    const found = contentFiles().map((f) => extractCode(f, read(f)));
    const blocks = found.flatMap((f) => f.examples);
    const spans = found.flatMap((f) => f.assignments);
    const { examples: inline, unknown } = inlineExamples(spans, INLINE_ROOTS);
    const inlineLines = new Set(inline.map((e) => `${e.file}:${e.line}`));
    const problems = typecheckExamples([...blocks, ...inline], root);
    const [ofInline, ofBlocks] = [problems.filter((d) => inlineLines.has(`${d.file}:${d.line}`)), problems.filter((d) => !inlineLines.has(`${d.file}:${d.line}`))];
    result = {
      blocks: ofBlocks.map((d) => `${d.file}:${d.line}: ${d.message}`),
      inline: ofInline.map((d) => `${d.file}:${d.line}: \`${spans.find((s) => s.file === d.file && s.line === d.line)?.code}\`: ${d.message}`),
      blockCount: blocks.length,
      spans,
      unknown,
    };
    return result;
  };
})();

describe('code examples', () => {
  it(`type-check against the installed xrblocks ${pinned}`, () => {
    const { blocks, blockCount } = checked();
    expect(blockCount).toBeGreaterThan(30);
    expect(blocks).toEqual([]);
  });

  it(`inline assignments in the prose type-check against the installed xrblocks ${pinned}`, () => {
    const { inline, spans, unknown } = checked();
    expect(spans.length).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
    expect(inline).toEqual([]);
  });

  it('pins one exact SDK version, installed as pinned, and the docs install no other', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(read('package-lock.json')).packages['node_modules/xrblocks'].version).toBe(pinned);
    expect(JSON.parse(read('node_modules/xrblocks/package.json')).version).toBe(pinned);
    const named = contentFiles().flatMap((f) => [...read(f).matchAll(/xrblocks@(\d[\w.-]*)/g)].map((m) => `${f}: ${m[1]}`));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !n.endsWith(`: ${pinned}`))).toEqual([]);
  });
});

describe('example extraction', () => {
  it('takes complete ts/js blocks and skips fragments and other languages', () => {
    const md = '```ts\nconst a = 1;\n```\n\n```ts fragment\npartial(\n```\n\n```html\n<p></p>\n```\n\n```javascript title="x.js"\nlet b;\n```\n';
    expect(extractExamples('x.md', md)).toEqual([
      { file: 'x.md', line: 2, lang: 'ts', code: 'const a = 1;' },
      { file: 'x.md', line: 14, lang: 'js', code: 'let b;' },
    ]);
  });

  it('reports a broken example at its markdown line', () => {
    const examples = extractExamples('x.md', 'Text\n\n```ts\nimport * as xb from "xrblocks";\nconst o = new xb.Options();\no.enableTeleportation();\n```\n');
    expect(typecheckExamples(examples, root)).toEqual([{ file: 'x.md', line: 6, message: "Property 'enableTeleportation' does not exist on type 'Options'." }]);
  });

  it('takes inline code that assigns to a member path, and nothing else', () => {
    const md = 'Set `options.depth.enabled = true;` and\n`a[0].b=2`, not `a.b == c`, `a.b => c`, `x = 1`, `?key=abc` or `index.html?key=…`.\n';
    expect(extractInlineAssignments('x.md', md)).toEqual([
      { file: 'x.md', line: 1, code: 'options.depth.enabled = true', root: 'options' },
      { file: 'x.md', line: 2, code: 'a[0].b=2', root: 'a' },
    ]);
  });

  it('reports an inline assignment over an SDK method at its markdown line', () => {
    const md = 'Intro.\n\nIf you show the mesh, also set `depthMesh.updateFullResolutionGeometry = true`.\n';
    const { examples, unknown } = inlineExamples(extractInlineAssignments('x.md', md), { depthMesh: 'xb.DepthMesh' });
    expect(unknown).toEqual([]);
    const [problem, ...rest] = typecheckExamples(examples, root);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'x.md', line: 3 });
    expect(problem?.message).toMatch(/Type 'boolean' is not assignable to type '\(depthData: XRCPUDepthInformation/);
  });

  it('asks for a full path when an inline assignment starts from an unknown name', () => {
    const { unknown } = inlineExamples(extractInlineAssignments('x.md', 'Set `depthMesh.updateFullResolutionGeometry = true`.'), INLINE_ROOTS);
    expect(unknown).toEqual(['x.md:1: `depthMesh.updateFullResolutionGeometry = true` starts from `depthMesh`; write the full path from `options` or `xb`, or add `depthMesh` to INLINE_ROOTS']);
  });
});
