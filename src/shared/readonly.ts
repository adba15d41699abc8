// Deeply read-only data: what the page graph hands every stage after it. A page, a graph, a sidebar or a view is
// made once and then only read, so the compiler refuses a write to any part of one. HAST trees are left as the
// syntax-tree libraries type them (those libraries take mutable nodes); docgen never writes to a loaded page's tree.
import type { Nodes } from 'hast';

export type DeepReadonly<T> = T extends Nodes
  ? T
  : T extends (...args: never[]) => unknown
    ? T
    : T extends ReadonlyMap<infer K, infer V>
      ? ReadonlyMap<K, DeepReadonly<V>>
      : T extends ReadonlySet<infer V>
        ? ReadonlySet<DeepReadonly<V>>
        : T extends readonly (infer E)[]
          ? readonly DeepReadonly<E>[]
          : T extends object
            ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
            : T;
