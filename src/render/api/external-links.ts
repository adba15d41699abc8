// Links for types the SDK uses but does not define: three.js classes (and the helper types three.js documents with a
// class) go to the three.js documentation; DOM, WebXR, Web Speech and JavaScript built-ins go to MDN, or to their
// specification where MDN has no page; TypeScript's utility types go to the handbook. Anything else (@google/genai,
// rapier, internal SDK types) stays plain text: a guessed URL that 404s is worse than no link.
import type { JSONOutput } from 'typedoc';
import { externalKey, fileHomeName, type ExternalKinds } from './external-key.ts';

const MDN_WEB_API = 'https://developer.mozilla.org/en-US/docs/Web/API/';
/**
 * Where three.js documents a class and its members (the default of `api.threeDocs`). The JSDoc-generated docs (2025)
 * route pages by hash and put members after a dot, as their own page script writes them into the address bar
 * (utils/docs/template/static/scripts/page.js).
 */
export const THREE_DOCS = { page: 'https://threejs.org/docs/#{name}', member: 'https://threejs.org/docs/#{name}.{member}' };
const MDN_JS_GLOBALS = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/';

/** Packages whose interfaces are Web APIs documented on MDN under Web/API. */
const WEB_API_PACKAGES = new Set(['@types/webxr', '@types/dom-speech-recognition']);
const TS_DOM_LIB = /^lib\/lib\.(dom|webworker)[\w.]*\.d\.ts$/;
const TS_ES_LIB = /^lib\/lib\.es[\w.]*\.d\.ts$/;

/**
 * Web API interfaces in the type packages that MDN has no page for (checked against mdn/content): the WebXR plane
 * and mesh detection modules are specified but not documented there, so their specifications are the reference.
 */
const WEB_SPEC_PAGES: Record<string, string> = {
  XRPlane: 'https://immersive-web.github.io/plane-detection/#xrplane',
  XRMesh: 'https://immersive-web.github.io/real-world-meshing/#xrmesh',
};

/**
 * WebIDL enumerations, which the type packages declare as unions of strings: MDN explains their values on the member
 * that takes them (checked against mdn/content), or the specification defines them where MDN does not.
 */
const WEB_ENUMS: Record<string, string> = {
  MediaDeviceKind: MDN_WEB_API + 'MediaDeviceInfo/kind',
  OscillatorType: MDN_WEB_API + 'OscillatorNode/type',
  VideoFacingModeEnum: MDN_WEB_API + 'MediaTrackSettings/facingMode',
  XRDepthDataFormat: MDN_WEB_API + 'XRSession/depthDataFormat',
  XRDepthUsage: MDN_WEB_API + 'XRSession/depthUsage',
  XRDepthType: 'https://immersive-web.github.io/depth-sensing/#enumdef-xrdepthtype',
  XRPlaneOrientation: 'https://immersive-web.github.io/plane-detection/#enumdef-xrplaneorientation',
  XRReferenceSpaceType: MDN_WEB_API + 'XRSession/requestReferenceSpace',
  XRSessionMode: MDN_WEB_API + 'XRSystem/requestSession',
};

/** TypeScript's utility types and their sections of the handbook page. */
const TS_UTILITY_TYPES_PAGE = 'https://www.typescriptlang.org/docs/handbook/utility-types.html#';
const TS_UTILITY_TYPES: Record<string, string> = {
  Awaited: 'awaitedtype',
  NonNullable: 'nonnullabletype',
  Omit: 'omittype-keys',
  Parameters: 'parameterstype',
  Partial: 'partialtype',
  Pick: 'picktype-keys',
  Readonly: 'readonlytype',
  Record: 'recordkeys-type',
  Required: 'requiredtype',
  ReturnType: 'returntypetype',
};

/** JavaScript library types that are not objects of their own, and the built-in MDN documents them with. */
const JS_TYPE_PAGES: Record<string, string> = { PromiseSettledResult: 'Promise/allSettled' };

/** JavaScript's standard built-in objects, the names MDN documents under Global_Objects. */
const JS_GLOBALS = new Set([
  'AggregateError', 'Array', 'ArrayBuffer', 'AsyncFunction', 'AsyncGenerator', 'AsyncGeneratorFunction', 'AsyncIterator',
  'Atomics', 'BigInt', 'BigInt64Array', 'BigUint64Array', 'Boolean', 'DataView', 'Date', 'Error', 'EvalError',
  'FinalizationRegistry', 'Float32Array', 'Float64Array', 'Function', 'Generator', 'GeneratorFunction', 'Int16Array',
  'Int32Array', 'Int8Array', 'Intl', 'Iterator', 'JSON', 'Map', 'Math', 'Number', 'Object', 'Promise', 'Proxy',
  'RangeError', 'ReferenceError', 'Reflect', 'RegExp', 'Set', 'SharedArrayBuffer', 'String', 'Symbol', 'SyntaxError',
  'TypeError', 'URIError', 'Uint16Array', 'Uint32Array', 'Uint8Array', 'Uint8ClampedArray', 'WeakMap', 'WeakRef', 'WeakSet',
]);

/**
 * three.js types that are not classes but are documented on a class's page (the JSDoc docs describe
 * `Raycaster~Intersection` with the Raycaster). Other helper types go to the class their file is named after
 * (`Object3DEventMap` → Object3D), except in the renderer's internal modules, which have no pages.
 */
const THREE_TYPE_PAGES: Record<string, string> = { Intersection: 'Raycaster' };
const THREE_UNDOCUMENTED_FILES = /^src\/renderers\/(webgl|shaders)\//;

export class ExternalLinker {
  private readonly threeClasses: Set<string>;

  constructor(
    private readonly kinds: ExternalKinds,
    private readonly threeDocs: typeof THREE_DOCS,
  ) {
    this.threeClasses = new Set(
      Object.entries(kinds)
        .filter(([key, k]) => key.startsWith('@types/three:') && k.includes('class'))
        .map(([key]) => {
          // `package:path:Name.member` (./external-key.ts): the class is the name's first part.
          const [, , name = ''] = key.split(':');
          const [top = ''] = name.split('.');
          return top;
        }),
    );
  }

  /** URL for an external symbol TypeDoc resolved (a type reference or a `{@link}` target). */
  url(target: JSONOutput.ReflectionSymbolId): string | undefined {
    const [top = '', ...rest] = target.qualifiedName.split('.');
    // A member (`Object3D.add`) has the kinds of the name that declares it.
    const kinds = this.kinds[externalKey(target)] ?? this.kinds[externalKey({ ...target, qualifiedName: top })] ?? [];
    const member = rest.join('.');
    const pkg = target.packageName;
    if (pkg === '@types/three' || pkg === 'three') {
      if (kinds.includes('class')) return this.three(top, member);
      if (THREE_TYPE_PAGES[top]) return this.three(THREE_TYPE_PAGES[top], '');
      // A helper type's members (`MaterialProperties.blending`) are documented as the class's (`Material.blending`).
      const home = this.threeHomeClass(target);
      return home ? this.three(home, member) : undefined;
    }
    const isWebApi = WEB_API_PACKAGES.has(pkg) || (pkg === 'typescript' && TS_DOM_LIB.test(target.packagePath));
    if (isWebApi) {
      if (WEB_SPEC_PAGES[top]) return WEB_SPEC_PAGES[top];
      if (kinds.includes('interface') || kinds.includes('class')) return MDN_WEB_API + top + (member ? `/${member}` : '');
      if (kinds.includes('type')) return WEB_ENUMS[top];
      return undefined;
    }
    if (pkg === 'typescript' && TS_ES_LIB.test(target.packagePath)) {
      if (JS_GLOBALS.has(top)) return MDN_JS_GLOBALS + top + (member ? `/${member}` : '');
      if (JS_TYPE_PAGES[top]) return MDN_JS_GLOBALS + JS_TYPE_PAGES[top];
      if (kinds.includes('type') && TS_UTILITY_TYPES[top]) return TS_UTILITY_TYPES_PAGE + TS_UTILITY_TYPES[top];
    }
    return undefined;
  }

  /** The class a three.js helper type's file is named after, when three.js documents that class. */
  private threeHomeClass(target: JSONOutput.ReflectionSymbolId): string | undefined {
    if (THREE_UNDOCUMENTED_FILES.test(target.packagePath)) return undefined;
    const home = fileHomeName(target.packagePath);
    return this.kinds[externalKey({ ...target, qualifiedName: home })]?.includes('class') ? home : undefined;
  }

  /**
   * URL for a declaration reference TypeDoc could not resolve because it names another module, as in
   * `{@link three#Object3D.add}`. Only three.js classes the SDK's types already reference are linked.
   */
  urlForDeclarationReference(text: string): string | undefined {
    const [, name, member = ''] = /^three#([\w$]+)(?:[.#]([\w$]+))?$/.exec(text.trim()) ?? [];
    if (name === undefined || !this.threeClasses.has(name)) return undefined;
    return this.three(name, member);
  }

  private three(name: string, member: string): string {
    const template = member ? this.threeDocs.member : this.threeDocs.page;
    return template.replaceAll('{name}', name).replaceAll('{member}', member);
  }
}
