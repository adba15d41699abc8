// Every complete code example on the site compiles against xrblocks 0.17.0 and three's types (issue 7).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { extractExamples } from '../../src/render/examples/extract.ts';
import { typecheckExamples } from '../../src/render/examples/typecheck.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('code examples', () => {
  it('type-check against xrblocks 0.17.0', () => {
    const files = fg.sync('content/**/*.md', { cwd: root }).sort();
    const examples = files.flatMap((f) => extractExamples(f, readFileSync(path.join(root, f), 'utf8')));
    expect(examples.length).toBeGreaterThan(30);
    const errors = typecheckExamples(examples, root).map((d) => `${d.file}:${d.line}: ${d.message}`);
    expect(errors).toEqual([]);
  });

  it('pins the SDK version the docs describe', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.dependencies.xrblocks).toBe('0.17.0');
    expect(JSON.parse(readFileSync(path.join(root, 'node_modules/xrblocks/package.json'), 'utf8')).version).toBe('0.17.0');
  });
});

describe('example extraction', () => {
  it('takes complete ts/js blocks and skips fragments and other languages', () => {
    const md = '```ts\nconst a = 1;\n```\n\n```ts fragment\npartial(\n```\n\n```html\n<p></p>\n```\n\n```javascript title="x.js"\nlet b;\n```\n';
    expect(extractExamples('x.md', md)).toEqual([
      { file: 'x.md', line: 1, lang: 'ts', code: 'const a = 1;' },
      { file: 'x.md', line: 13, lang: 'js', code: 'let b;' },
    ]);
  });

  it('reports a broken example at its markdown line', () => {
    const examples = extractExamples('x.md', 'Text\n\n```ts\nimport * as xb from "xrblocks";\nconst o = new xb.Options();\no.enableTeleportation();\n```\n');
    expect(typecheckExamples(examples, root)).toEqual([{ file: 'x.md', line: 6, message: "Property 'enableTeleportation' does not exist on type 'Options'." }]);
  });
});
