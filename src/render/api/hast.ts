// Small HAST helpers shared by the page builders, and the bridge from formatted code segments (types, signatures)
// to HAST. Class names are the styling contract with src/theme/styles/api.css.
import { h } from 'hastscript';
import type { Element, ElementContent, Root } from 'hast';
import type { ApiLinks } from './links.ts';

export { h };

/** A run of signature text with an optional role (for colouring) and link. */
export interface Seg {
  text: string;
  cls?: SegClass;
  href?: string;
}

/** keyword, type parameter, literal, declared name, intrinsic type, unlinked type name. */
export type SegClass = 'api-kw' | 'api-tp' | 'api-lit' | 'api-name' | 'api-intrinsic' | 'api-ref';

/** Joins segments into HAST: adjacent plain text merges, linked names become `a.api-type-link`. */
export function segsToHast(segs: Seg[], links: ApiLinks): ElementContent[] {
  const out: ElementContent[] = [];
  let plain = '';
  const flush = () => {
    // A line break in a long signature follows `name: ` or `, `: the space before it is invisible, so drop it.
    if (plain) out.push({ type: 'text', value: plain.replace(/[ \t]+(?=\n)/g, '') });
    plain = '';
  };
  for (const seg of segs) {
    if (!seg.cls && !seg.href) {
      plain += seg.text;
      continue;
    }
    flush();
    if (seg.href) {
      const external = !seg.href.startsWith('/');
      out.push(
        h('a', { href: links.use(seg.href), className: ['api-type-link', ...(external ? ['api-external'] : []), ...(seg.cls ? [seg.cls] : [])] }, seg.text),
      );
    } else {
      out.push(h('span', { className: [seg.cls!] }, seg.text));
    }
  }
  flush();
  return out;
}

/** A `pre.api-signature` block holding formatted code. */
export function signatureBlock(segs: Seg[], links: ApiLinks): Element {
  return h('pre', { className: ['api-signature'] }, [h('code', {}, segsToHast(segs, links))]);
}

/** Inline formatted code: `code.api-type`. */
export function inlineCode(segs: Seg[], links: ApiLinks): Element {
  return h('code', { className: ['api-type'] }, segsToHast(segs, links));
}

/** Every `id` in a tree, and the ones that occur more than once. */
export function collectIds(root: Root): { ids: Set<string>; duplicates: Set<string> } {
  const ids = new Set<string>();
  const duplicates = new Set<string>();
  const stack: (Root | ElementContent)[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'element') {
      const id = node.properties.id;
      if (typeof id === 'string') {
        if (ids.has(id)) duplicates.add(id);
        ids.add(id);
      }
    }
    if (node.type === 'element' || node.type === 'root') for (const child of node.children) stack.push(child as ElementContent);
  }
  return { ids, duplicates };
}
