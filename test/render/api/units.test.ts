// Unit tests of the small pieces: anchors, external links, type formatting, the export-list reader and the cache key.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnchorAllocator, slug } from '../../../src/render/api/anchors.ts';
import { cacheKey } from '../../../src/render/api/cache.ts';
import { resolveApiConfig, sourceLink, sourceUrl } from '../../../src/render/api/config.ts';
import { readExportList } from '../../helpers/export-list.ts';
import { ExternalLinker, THREE_DOCS } from '../../../src/render/api/external-links.ts';
import type { ApiLinks } from '../../../src/render/api/links.ts';
import type { SomeType } from '../../../src/render/api/model.ts';
import { TypeFormatter } from '../../../src/render/api/type-format.ts';
import { signatureBlock } from '../../../src/render/api/hast.ts';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { FIXTURE_CONFIG, ROOT } from './helpers.ts';

describe('anchors', () => {
  it('lowercases names and keeps them URL-safe', () => {
    expect(slug('enableDepth')).toBe('enabledepth');
    expect(slug('[Symbol.iterator]')).toBe('symbol-iterator');
    expect(slug('$el')).toBe('$el');
    expect(slug('???')).toBe('member');
  });

  it('hands out each id once, suffixing later claimants and never a reserved section id', () => {
    const a = new AnchorAllocator();
    expect(a.take('init')).toBe('init');
    expect(a.take('init')).toBe('init-2');
    expect(a.take('methods')).toBe('methods-2');
  });
});

describe('external links', () => {
  const linker = new ExternalLinker(
    {
      '@types/three:src/core/Object3D.d.ts:Object3D': ['class'],
      '@types/three:src/core/Object3D.d.ts:Object3DEventMap': ['interface'],
      '@types/three:src/core/Raycaster.d.ts:Intersection': ['interface'],
      '@types/three:src/materials/Material.d.ts:Material': ['class'],
      '@types/three:src/materials/Material.d.ts:MaterialProperties': ['interface'],
      '@types/three:src/renderers/webgl/WebGLRenderLists.d.ts:RenderItem': ['interface'],
      '@types/three:src/renderers/webgl/WebGLRenderLists.d.ts:WebGLRenderLists': ['class'],
      '@types/webxr:index.d.ts:XRDepthDataFormat': ['type'],
      '@types/webxr:index.d.ts:XRFrame': ['class', 'interface'],
      '@types/webxr:index.d.ts:XRPlane': ['class', 'interface'],
      '@types/webxr:index.d.ts:XRSessionMode': ['type'],
      'typescript:lib/lib.dom.d.ts:MouseEvent': ['interface', 'variable'],
      'typescript:lib/lib.es5.d.ts:Promise': ['interface'],
      'typescript:lib/lib.es5.d.ts:Partial': ['type'],
      'typescript:lib/lib.es2020.promise.d.ts:PromiseSettledResult': ['type'],
      'typescript:lib/lib.dom.d.ts:MediaDeviceKind': ['type'],
    },
    THREE_DOCS,
  );
  const url = (packageName: string, packagePath: string, qualifiedName: string) => linker.url({ packageName, packagePath, qualifiedName } as never);

  it('links three.js classes (and members) to the three.js docs, and helper types to the class they are documented with', () => {
    expect(url('@types/three', 'src/core/Object3D.d.ts', 'Object3D')).toBe('https://threejs.org/docs/#Object3D');
    expect(url('@types/three', 'src/core/Object3D.d.ts', 'Object3D.add')).toBe('https://threejs.org/docs/#Object3D.add');
    expect(url('@types/three', 'src/core/Object3D.d.ts', 'Object3DEventMap')).toBe('https://threejs.org/docs/#Object3D');
    expect(url('@types/three', 'src/core/Raycaster.d.ts', 'Intersection')).toBe('https://threejs.org/docs/#Raycaster');
    expect(url('@types/three', 'src/materials/Material.d.ts', 'MaterialProperties.blending')).toBe('https://threejs.org/docs/#Material.blending');
    // The renderer's internal modules have no pages.
    expect(url('@types/three', 'src/renderers/webgl/WebGLRenderLists.d.ts', 'RenderItem')).toBeUndefined();
  });

  it('links DOM, WebXR and JS built-ins to MDN, or to their specification where MDN has no page', () => {
    expect(url('typescript', 'lib/lib.dom.d.ts', 'MouseEvent')).toBe('https://developer.mozilla.org/en-US/docs/Web/API/MouseEvent');
    expect(url('@types/webxr', 'index.d.ts', 'XRFrame')).toBe('https://developer.mozilla.org/en-US/docs/Web/API/XRFrame');
    expect(url('@types/webxr', 'index.d.ts', 'XRPlane')).toBe('https://immersive-web.github.io/plane-detection/#xrplane');
    expect(url('typescript', 'lib/lib.es5.d.ts', 'Promise')).toBe('https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise');
    expect(url('typescript', 'lib/lib.es2020.promise.d.ts', 'PromiseSettledResult')).toBe('https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/allSettled');
    expect(url('@google/genai', 'dist/genai.d.ts', 'Session')).toBeUndefined();
  });

  it('links WebIDL enumerations to where their values are explained, and TypeScript utility types to the handbook', () => {
    expect(url('@types/webxr', 'index.d.ts', 'XRSessionMode')).toBe('https://developer.mozilla.org/en-US/docs/Web/API/XRSystem/requestSession');
    expect(url('@types/webxr', 'index.d.ts', 'XRDepthDataFormat')).toBe('https://developer.mozilla.org/en-US/docs/Web/API/XRSession/depthDataFormat');
    expect(url('typescript', 'lib/lib.dom.d.ts', 'MediaDeviceKind')).toBe('https://developer.mozilla.org/en-US/docs/Web/API/MediaDeviceInfo/kind');
    expect(url('typescript', 'lib/lib.es5.d.ts', 'Partial')).toBe('https://www.typescriptlang.org/docs/handbook/utility-types.html#partialtype');
  });

  it('resolves `three#` declaration references only to classes the SDK uses', () => {
    expect(linker.urlForDeclarationReference('three#Object3D.add')).toBe('https://threejs.org/docs/#Object3D.add');
    expect(linker.urlForDeclarationReference('three#Nonexistent')).toBeUndefined();
  });
});

describe('type formatting', () => {
  const links = { urlOfTarget: () => undefined } as unknown as ApiLinks;
  const f = new TypeFormatter(links);
  const text = (t: SomeType) => f.type(t).map((s) => s.text).join('');
  const lit = (value: string): SomeType => ({ type: 'literal', value });
  const num: SomeType = { type: 'intrinsic', name: 'number' };
  const fn: SomeType = {
    type: 'reflection',
    declaration: { id: 1 as never, name: '__type', variant: 'declaration', kind: 65536, flags: {}, signatures: [{ id: 2 as never, name: '__type', variant: 'signature', kind: 4096, flags: {}, type: { type: 'intrinsic', name: 'void' } }] },
  };

  it('parenthesises where TypeScript needs it', () => {
    expect(text({ type: 'array', elementType: { type: 'union', types: [num, lit('a')] } })).toBe('(number | "a")[]');
    expect(text({ type: 'union', types: [fn, num] })).toBe('(() => void) | number');
    expect(text({ type: 'typeOperator', operator: 'keyof', target: { type: 'intersection', types: [num, num] } })).toBe('keyof (number & number)');
  });

  it('breaks a long union at the top of a declaration into one member per line', () => {
    const union: SomeType = { type: 'union', types: ['alpha-alpha', 'bravo-bravo', 'charlie-charlie', 'delta-delta', 'echo-echo', 'foxtrot'].map(lit) };
    expect(text(union)).toBe('\n  | "alpha-alpha"\n  | "bravo-bravo"\n  | "charlie-charlie"\n  | "delta-delta"\n  | "echo-echo"\n  | "foxtrot"');
    expect(text({ type: 'array', elementType: union })).not.toContain('\n');
  });

  it('breaks type arguments and tuples that would pass the width over lines, as prettier does', () => {
    const long = (name: string): SomeType => ({ type: 'reference', name, target: -1 as never });
    const tuple: SomeType = {
      type: 'typeOperator',
      operator: 'readonly',
      target: { type: 'tuple', elements: ['x', 'y', 'z'].map((name) => ({ type: 'namedTupleMember', name, isOptional: false, element: long('SimulatorHandPoseRotationRangeDegrees') })) },
    };
    const alias: SomeType = { type: 'reference', name: 'Partial', target: -1 as never, typeArguments: [{ type: 'reference', name: 'Record', target: -1 as never, typeArguments: [long('JointName'), tuple] }] };
    expect(text(alias)).toBe(
      [
        'Partial<',
        '  Record<',
        '    JointName,',
        '    readonly [',
        '      x: SimulatorHandPoseRotationRangeDegrees,',
        '      y: SimulatorHandPoseRotationRangeDegrees,',
        '      z: SimulatorHandPoseRotationRangeDegrees,',
        '    ]',
        '  >',
        '>',
      ].join('\n'),
    );
    expect(text({ type: 'reference', name: 'Record', target: -1 as never, typeArguments: [long('JointName'), num] })).toBe('Record<JointName, number>');
  });

  it('breaks a type that fits alone but not after what precedes it on the line', () => {
    const pair: SomeType = { type: 'tuple', elements: [num, num] };
    const lead = [{ text: 'readonly "index-finger-phalanx-intermediate-and-then-some-more": ' }];
    const segs = f.typeAfter(lead, { type: 'tuple', elements: [pair, pair, pair] }, 0);
    expect(segs.map((s) => s.text).join('')).toBe('[\n  [number, number],\n  [number, number],\n  [number, number],\n]');
    expect(f.typeAfter([{ text: 'x: ' }], pair, 0).map((s) => s.text).join('')).toBe('[number, number]');
  });

  it('lays each line of a signature out in its own span, keeping the text exact and marking its indentation', () => {
    const block = signatureBlock([{ text: 'f', cls: 'api-name' }, { text: '(\n  a: ' }, { text: 'A', cls: 'api-ref' }, { text: ',\n    b: B,\n)' }], links);
    expect(toString(block)).toBe('f(\n  a: A,\n    b: B,\n)');
    expect(toHtml(block)).toBe(
      '<pre class="api-signature"><code><span class="api-line"><span class="api-name">f</span>(</span>\n<span class="api-line api-i1">  a: <span class="api-ref">A</span>,</span>\n<span class="api-line api-i2">    b: B,</span>\n<span class="api-line">)</span></code></pre>',
    );
  });

  it('writes literals, template literals and mapped types as source would', () => {
    expect(text(lit('say "hi"'))).toBe('"say \\"hi\\""');
    expect(text({ type: 'literal', value: { value: '10', negative: true } })).toBe('-10n');
    expect(text({ type: 'templateLiteral', head: 'on', tail: [[{ type: 'intrinsic', name: 'string' }, '!']] })).toBe('`on${string}!`');
    expect(text({ type: 'mapped', parameter: 'K', parameterType: { type: 'intrinsic', name: 'string' }, templateType: num, readonlyModifier: '-', optionalModifier: '+' })).toBe(
      '{ -readonly [K in string]?: number }',
    );
  });
});

describe('export list', () => {
  it('reads the final export lists of a bundled declaration file, with each name’s kind', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-exports-'));
    const file = path.join(dir, 'index.d.ts');
    writeFileSync(
      file,
      [
        'declare class A {}',
        'interface B {}',
        'type C = string;',
        'declare enum D { X }',
        'declare function e(): void;',
        'declare function e(x: number): void;',
        'declare const f: number;',
        'export { A, D, e, f as g };',
        'export type { B, C };',
      ].join('\n'),
    );
    expect(readExportList(file)).toEqual([
      { name: 'A', kind: 'class' },
      { name: 'D', kind: 'enumeration' },
      { name: 'e', kind: 'function' },
      { name: 'g', kind: 'variable' },
      { name: 'B', kind: 'interface' },
      { name: 'C', kind: 'type-alias' },
    ]);
  });
});

describe('config and cache key', () => {
  it('fills the source link template', () => {
    expect(sourceUrl({ sourceLinkTemplate: 'https://example.test/sdk/blob/v{version}/{path}#L{line}', packageVersion: '0.17.0' }, 'src/core/Core.ts', 54)).toBe(
      'https://example.test/sdk/blob/v0.17.0/src/core/Core.ts#L54',
    );
  });

  it('links a source in the package to its repository, and names one outside it (three.js\'s types) with no link', () => {
    const config = { sourceLinkTemplate: 'https://example.test/sdk/blob/v{version}/{path}#L{line}', packageVersion: '0.17.0' };
    expect(sourceLink(config, 'src/core/Core.ts', 54)).toEqual({ label: 'src/core/Core.ts:54', href: 'https://example.test/sdk/blob/v0.17.0/src/core/Core.ts#L54' });
    expect(sourceLink(config, '../@types/three/src/core/Object3D.d.ts', 98)).toEqual({ label: '@types/three/src/core/Object3D.d.ts:98' });
    // node_modules reached through a link (a workspace): still named by its path in node_modules.
    expect(sourceLink(config, '../../../../work/node_modules/@types/three/src/core/Object3D.d.ts', 98)).toEqual({ label: '@types/three/src/core/Object3D.d.ts:98' });
    expect(sourceLink({ packageVersion: '0.17.0' }, 'src/core/Core.ts', 54)).toBeUndefined();
  });

  it('changes the cache key with the SDK version and the tsconfig, and only then', () => {
    const config = resolveApiConfig(FIXTURE_CONFIG, ROOT);
    const key = cacheKey(config);
    expect(cacheKey(resolveApiConfig(FIXTURE_CONFIG, ROOT))).toBe(key);
    expect(cacheKey({ ...config, packageVersion: '9.9.9' })).not.toBe(key);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-tsconfig-'));
    const tsconfig = path.join(dir, 'tsconfig.json');
    writeFileSync(tsconfig, '{"compilerOptions":{"strict":false}}');
    expect(cacheKey({ ...config, tsconfigPath: tsconfig })).not.toBe(key);
  });

  it('reports missing inputs by config field', () => {
    expect(() => resolveApiConfig({ ...FIXTURE_CONFIG, entryPoint: 'nope.ts' }, ROOT)).toThrow(/api\.entryPoint: nope\.ts does not exist/);
    expect(() => resolveApiConfig({ ...FIXTURE_CONFIG, packageName: 'not-this' }, ROOT)).toThrow(/api\.packageName/);
  });
});
