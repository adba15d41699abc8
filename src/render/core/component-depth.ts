// The JSX runtime of the server module of an `.mdx` page and of a `.tsx` page (./component-depth-plugin.ts bundles it
// in place of `react/jsx-runtime`, and ./component-depth-react.mjs gives `createElement` the same frame): the same
// elements, with each of the site's components (functions, classes, `memo` and `forwardRef` ones) rendered inside a
// frame that counts how deep site components nest. Two components that render each other without end published a page
// 4,473 levels deep that froze the browser, or grew to 4.3 GB until V8 aborted; React's server renderer has no limit of
// its own, and where the stack runs out it carries on in a fresh one or cuts the page short without a word. Past
// `MAX_COMPONENT_DEPTH`, rendering stops with the chain of components, as Docusaurus's build fails on such a page.
// The frame is a context provider around the component, which adds no element: the HTML, and with it hydration by the
// browser's module (which has no frame), stay as they were.
import { createContext, createElement, useContext, type ElementType, type FunctionComponent } from 'react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';

export { Fragment };

/** Site components nested deeper than this are taken for a recursion without end. */
export const MAX_COMPONENT_DEPTH = 200;

/** The site component being rendered, and the ones around it. */
interface Level {
  name: string;
  depth: number;
  parent: Level | undefined;
}

const Depth = createContext<Level | undefined>(undefined);

/** Components nested past the limit; `chain` names them from the outermost. */
export class ComponentDepthError extends Error {
  readonly chain: string[];
  constructor(chain: string[]) {
    super(`components nest more than ${MAX_COMPONENT_DEPTH} deep: ${describeChain(chain)}, so they would render without end`);
    this.name = 'ComponentDepthError';
    this.chain = chain;
  }
}

/** `A → B → A (and again)`: the chain up to the first component that comes back, or its last few when none does. */
function describeChain(chain: string[]): string {
  for (const [end, name] of chain.entries()) {
    const start = chain.indexOf(name);
    if (start < end) return `${chain.slice(start, end + 1).join(' → ')} (and again)`;
  }
  return `${chain.slice(-5).join(' → ')}`;
}

/** What React renders as a component of the site's (a function or a class): the element types that are not tag names. */
type AnyComponent = Exclude<ElementType, string>;

/** The components React wraps in an object: `memo(…)` and `forwardRef(…)`, whose cycles went past a frame for functions. */
const WRAPPED = new Set([Symbol.for('react.memo'), Symbol.for('react.forward_ref')]);

const frames = new WeakMap<AnyComponent, FunctionComponent>();

function framed(component: AnyComponent): FunctionComponent {
  let frame = frames.get(component);
  if (!frame) {
    const name = componentName(component);
    // Named so that a render error's stack is not taken for the site's component (../output/render-failure.ts).
    frame = function __docgen_frame(props: object) {
      const parent = useContext(Depth);
      const level: Level = { name, depth: (parent?.depth ?? 0) + 1, parent };
      if (level.depth > MAX_COMPONENT_DEPTH) {
        const chain: string[] = [];
        for (let at: Level | undefined = level; at; at = at.parent) chain.unshift(at.name);
        throw new ComponentDepthError(chain);
      }
      return createElement(Depth.Provider, { value: level }, createElement(component, props));
    };
    frames.set(component, frame);
  }
  return frame;
}

/** A component's name as React's own messages give it: its `displayName`, its function's name, or that of what it wraps. */
function componentName(component: AnyComponent): string {
  const displayName: unknown = Reflect.get(component, 'displayName');
  if (typeof displayName === 'string' && displayName) return displayName;
  if (typeof component === 'function' && component.name) return component.name;
  const inner: unknown = Reflect.get(component, 'type') ?? Reflect.get(component, 'render');
  return typeof inner === 'function' && inner.name ? inner.name : 'Anonymous';
}

/** A site component's type in its frame; tag names, fragments, contexts and React's other types as they are. */
export function framedType(type: ElementType): ElementType {
  if (typeof type === 'function') return framed(type);
  if (typeof type === 'object' && WRAPPED.has(Reflect.get(type, '$$typeof'))) return framed(type);
  return type;
}

export function jsx(type: ElementType, props: unknown, key?: string): ReturnType<typeof reactJsx> {
  return reactJsx(framedType(type), props, key);
}

export function jsxs(type: ElementType, props: unknown, key?: string): ReturnType<typeof reactJsxs> {
  return reactJsxs(framedType(type), props, key);
}
