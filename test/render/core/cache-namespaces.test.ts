// The cache's namespaces (issue 43, item 4) are named in one module, src/render/core/cache-namespaces.mjs: no two share
// a folder or a file name unless one is declared inside the other, each names the module that owns it, and no other
// module of src/ (nor bin/docgen) spells a path of the cache itself, so that a new cache cannot land in another's
// folder, or be missed by `docgen clean` and the docs, by a literal written on the spot.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CACHE_NAMESPACES, cachePath, nestedFolder, projectCache } from '../../../src/render/core/cache-namespaces.mjs';

const REPO = path.resolve(import.meta.dirname, '../../..');
const MODULE = path.join(REPO, 'src/render/core/cache-namespaces.mjs');
const entries = Object.entries(CACHE_NAMESPACES);

describe('the cache namespaces', () => {
  it('are distinct: no two share a path, and one lies inside another only where it says so', () => {
    const paths = entries.map(([, ns]) => ns.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [name, ns] of entries) {
      for (const [other, outer] of entries) {
        if (other === name) continue;
        // A folder holds another namespace only as its declared parent (its own pruning leaves that one alone).
        if (ns.path.startsWith(`${outer.path}/`)) expect({ name, inside: other }).toEqual({ name, inside: ns.parent });
        // Files whose names start with a prefix are that namespace's: no other top-level name may start so.
        if (outer.kind === 'prefix' && !ns.path.includes('/')) expect(ns.path.startsWith(outer.path), `${name} starts with ${other}'s prefix`).toBe(false);
      }
      if (ns.parent !== undefined) {
        const parent = CACHE_NAMESPACES[ns.parent];
        expect(parent?.kind, `${name}'s parent`).toBe('folder');
        expect(ns.path.startsWith(`${parent?.path}/`)).toBe(true);
      }
    }
  });

  it('each name the module that owns it, and each is in use', () => {
    const code = sourceFiles().map((file) => readFileSync(file, 'utf8'));
    for (const [name, ns] of entries) {
      expect(existsSync(path.join(REPO, 'src/render', ns.owner)), `${name}'s owner ${ns.owner}`).toBe(true);
      const use = new RegExp(`'${name}'|\\.${name}\\b`);
      expect(code.some((text) => use.test(text)), `${name} is used`).toBe(true);
    }
  });

  it('give each namespace its folder in a cache folder, or inside its parent', () => {
    const cache = projectCache('/site');
    expect(cache).toBe(path.join('/site', '.docgen-cache'));
    expect(cachePath(cache, 'og')).toBe(path.join(cache, 'og'));
    expect(nestedFolder(cachePath(cache, 'llms'), 'llmsFiles')).toBe(cachePath(cache, 'llmsFiles'));
    expect(nestedFolder(cachePath(cache, 'markdown'), 'highlighted')).toBe(cachePath(cache, 'highlighted'));
    expect(() => nestedFolder(cache, 'og')).toThrow(/not nested/);
  });
});

/** docgen's own code: src/ and the launcher. */
function sourceFiles(): string[] {
  const src = path.join(REPO, 'src');
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(m?[jt]sx?|d\.mts)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  return [...files, path.join(REPO, 'bin/docgen')].filter((file) => file !== MODULE);
}

/** An argument that names a cache folder: `cacheDir`, `ctx.cacheDir`, `llmsCacheDir`, `DOCGEN_CACHE`… */
const CACHE_ARGUMENT = /cache/i;

/**
 * Where `file` spells a path of the cache: a string, template or regular expression holding `.docgen-cache`, or a
 * literal folder joined to a cache folder (`path.join(cacheDir, 'og')`). Comments may name the folders.
 */
function cacheLiterals(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // Parsed only when it might spell one: parsing all of src/ took seconds.
  if (!text.includes('docgen-cache') && !/path\.(join|resolve)\([^)]*cache/i.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, /\.tsx$/.test(file) ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const found: string[] = [];
  const at = (node: ts.Node) => `${path.relative(REPO, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`;
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node)) && node.getText().includes('docgen-cache')) found.push(at(node));
    if (ts.isCallExpression(node) && /^path\.(join|resolve)$/.test(node.expression.getText())) {
      node.arguments.forEach((arg, i) => {
        const next = node.arguments[i + 1];
        if (next && ts.isStringLiteral(next) && CACHE_ARGUMENT.test(arg.getText())) found.push(at(node));
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the cache paths in src/', () => {
  it('all come from the namespaces module: no other module spells one', () => {
    expect(sourceFiles().flatMap(cacheLiterals)).toEqual([]);
  });

  it('are found where they are spelled (the check itself)', () => {
    const probe = path.join(REPO, 'src/render/core/cache-namespaces.mjs');
    expect(cacheLiterals(probe).length).toBeGreaterThan(0);
  });
});
