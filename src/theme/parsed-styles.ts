// hast-util-to-jsx-runtime parses each element's `style` string into React's style object, on every render. A code
// block's tokens carry Shiki's styles: a few distinct strings, repeated thousands of times a page, whose parsing was
// 1.3 s of a cold build's CPU and 10 ms of each edit of a manual page. A tree given to it with its style strings
// already objects skips that; each distinct string is parsed once per process, by the library itself, so the objects
// are the ones it would have made.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toJsxRuntime, type Jsx } from 'hast-util-to-jsx-runtime';
import { Fragment } from 'react';

type Style = Record<string, string>;

const parsed = new Map<string, Style>();

/** `tree` with every `style` string an object, sharing every subtree without one. The tree itself is left as it is. */
export function withParsedStyles(tree: Root): Root {
  const children = mapNodes(tree.children);
  return children === tree.children ? tree : { ...tree, children };
}

function mapNodes<T extends RootContent | ElementContent>(nodes: T[]): T[] {
  let copy: T[] | undefined;
  nodes.forEach((node, i) => {
    const next = isElement(node) ? withStyle(node) : node;
    if (next !== node) (copy ??= nodes.slice())[i] = next;
  });
  return copy ?? nodes;
}

function isElement<T extends RootContent | ElementContent>(node: T): node is T & Element {
  return node.type === 'element';
}

function withStyle<E extends Element>(node: E): E {
  const children = mapNodes(node.children);
  const style = node.properties.style;
  if (typeof style !== 'string' && children === node.children) return node;
  // hast types a property as a string; hast-util-to-jsx-runtime takes a `style` object as React's.
  const properties = typeof style === 'string' ? { ...node.properties, style: styleObject(style) as unknown as string } : node.properties;
  return { ...node, properties, children };
}

function styleObject(style: string): Style {
  let object = parsed.get(style);
  if (!object) {
    const probe: Root = { type: 'root', children: [{ type: 'element', tagName: 'span', properties: { style }, children: [] }] };
    const jsx: Jsx = (type, props) => {
      if (type === 'span') object = (props.style as Style | undefined) ?? {};
      return null;
    };
    toJsxRuntime(probe, { Fragment, jsx, jsxs: jsx });
    object ??= {};
    parsed.set(style, object);
  }
  return object;
}
