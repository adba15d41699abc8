// Directives (remark-directive): `:::name` blocks, `::name` leaves and `:name` inline. The syntax is one feature;
// what each name makes is the feature that registers it (admonitions, tab sets, details, demos). A directive no
// feature handles is turned back into the text the author typed, so prose like "ratio 16:9" or ":smile:" never
// disappears; an unknown block directive also gets a warning naming the known ones.
import type { Root, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, type VisitorResult } from 'unist-util-visit';
import { AS_TYPED, type FileContext, type MarkdownFeature, type MdastDirectiveHandler, type MdastVisitor } from '../feature.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

export const directives: MarkdownFeature = {
  name: 'directives',
  parse: {
    syntax: () => import('remark-directive').then((m) => m.default),
    sections: true,
    visitors: (ctx) => {
      const handlers = ctx.features.flatMap((feature) => feature.parse?.directives?.(ctx) ?? []);
      const containers = table(handlers.map((h) => h.containerDirective));
      const inner = new Set(handlers.flatMap((h) => h.inner ?? []));
      const known = [...containers.keys()].filter((name) => !inner.has(name));
      const visitor =
        <N extends Directive>(byName: Map<string, MdastDirectiveHandler<N>>): MdastVisitor<N> =>
        (node, index, parent) => {
          const handle = byName.get(node.name);
          const result = handle ? handle(node, index, parent) : unknown(node, ctx, known);
          return result === AS_TYPED ? showAsTyped(node, index, parent) : result;
        };
      return {
        containerDirective: visitor(containers),
        leafDirective: visitor(table(handlers.map((h) => h.leafDirective))),
        textDirective: visitor(table(handlers.map((h) => h.textDirective))),
      };
    },
  },
};

/**
 * The features' handlers of one kind of directive by name; a later feature's handler of a name replaces an earlier
 * one's.
 */
function table<N extends Directive>(handlers: (Readonly<Record<string, MdastDirectiveHandler<N>>> | undefined)[]): Map<string, MdastDirectiveHandler<N>> {
  return new Map(handlers.flatMap((byName) => Object.entries(byName ?? {})));
}

function unknown(node: Directive, ctx: FileContext, known: string[]): typeof AS_TYPED {
  if (node.type === 'containerDirective') ctx.report(node, `unknown block directive ':::${node.name}'; known: ${known.join(', ')}`);
  return AS_TYPED;
}

/** Replaces the directive with what the author typed; its content is then visited like any other. */
function showAsTyped(node: Directive, index: number | undefined, parent: { children: unknown[] } | undefined): VisitorResult {
  if (!parent || index === undefined) return undefined;
  parent.children.splice(index, 1, ...asText(node));
  return [SKIP, index];
}

function asText(node: Directive): PhrasingContent[] | Root['children'] {
  const marker = node.type === 'containerDirective' ? ':::' : node.type === 'leafDirective' ? '::' : ':';
  const attrs = Object.entries(node.attributes ?? {});
  const attrText = attrs.length ? `{${attrs.map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}` : '';
  if (node.type === 'textDirective') {
    return [{ type: 'text', value: `${marker}${node.name}` }, ...node.children, ...(attrText ? [{ type: 'text' as const, value: attrText }] : [])];
  }
  return [{ type: 'paragraph', children: [{ type: 'text', value: `${marker}${node.name}${attrText}` }] }, ...node.children];
}

/** Removes the `[label]` of a block directive (remark-directive's first paragraph) and returns its content. */
export function takeLabel(node: ContainerDirective): PhrasingContent[] | undefined {
  const first = node.children[0];
  if (first?.type !== 'paragraph' || !first.data?.directiveLabel) return undefined;
  node.children.shift();
  return first.children;
}
