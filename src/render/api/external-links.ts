// Links for types the SDK uses but does not define: three.js classes go to the three.js documentation; DOM, WebXR,
// Web Speech and JavaScript built-ins go to MDN. Anything else (TypeScript utility types, @google/genai, rapier,
// internal SDK types) stays plain text: a guessed URL that 404s is worse than no link.
import type { JSONOutput } from 'typedoc';
import type { ApiConfig } from './config.ts';
import { externalKey, type ExternalKinds } from './external-key.ts';

const MDN_WEB_API = 'https://developer.mozilla.org/en-US/docs/Web/API/';
const MDN_JS_GLOBALS = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/';

/** Packages whose interfaces are Web APIs documented on MDN under Web/API. */
const WEB_API_PACKAGES = new Set(['@types/webxr', '@types/dom-speech-recognition']);
const TS_DOM_LIB = /^lib\/lib\.(dom|webworker)[\w.]*\.d\.ts$/;
const TS_ES_LIB = /^lib\/lib\.es[\w.]*\.d\.ts$/;

/**
 * Web API interfaces in the type packages that MDN has no page for (checked against mdn/content): the WebXR plane
 * and mesh detection modules are specified but not documented there.
 */
const MDN_MISSING = new Set(['XRMesh', 'XRPlane']);

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
 * `Raycaster~Intersection` with the Raycaster).
 */
const THREE_TYPE_PAGES: Record<string, string> = { Intersection: 'Raycaster' };

export class ExternalLinker {
  private readonly threeClasses: Set<string>;

  constructor(
    private readonly kinds: ExternalKinds,
    private readonly threeDocs: ApiConfig['threeDocs'],
  ) {
    this.threeClasses = new Set(
      Object.entries(kinds)
        .filter(([key, k]) => key.startsWith('@types/three:') && k.includes('class'))
        .map(([key]) => key.split(':')[2]!.split('.')[0]!),
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
      const page = THREE_TYPE_PAGES[top];
      return page ? this.three(page, '') : undefined;
    }
    const isWebApi = WEB_API_PACKAGES.has(pkg) || (pkg === 'typescript' && TS_DOM_LIB.test(target.packagePath));
    if (isWebApi && (kinds.includes('interface') || kinds.includes('class')) && !MDN_MISSING.has(top)) {
      return MDN_WEB_API + top + (member ? `/${member}` : '');
    }
    if (pkg === 'typescript' && TS_ES_LIB.test(target.packagePath) && JS_GLOBALS.has(top)) {
      return MDN_JS_GLOBALS + top + (member ? `/${member}` : '');
    }
    return undefined;
  }

  /**
   * URL for a declaration reference TypeDoc could not resolve because it names another module, as in
   * `{@link three#Object3D.add}`. Only three.js classes the SDK's types already reference are linked.
   */
  urlForDeclarationReference(text: string): string | undefined {
    const match = /^three#([\w$]+)(?:[.#]([\w$]+))?$/.exec(text.trim());
    if (!match || !this.threeClasses.has(match[1]!)) return undefined;
    return this.three(match[1]!, match[2] ?? '');
  }

  private three(name: string, member: string): string {
    const template = member ? this.threeDocs.member : this.threeDocs.page;
    return template.replaceAll('{name}', name).replaceAll('{member}', member);
  }
}
