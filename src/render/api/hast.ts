// Small HAST helpers shared by the page builders, and the bridge from formatted code segments (types, signatures)
// to HAST. Class names are the styling contract with src/theme/styles/api.css.
import { h } from 'hastscript';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { breakPieces } from '../../theme/word-breaks.ts';
import type { ApiLinks } from './links.ts';
import { API_CLASS } from '../../shared/api-classes.ts';

export { h };

/**
 * A name as text with `<wbr>` at its break points (src/theme/word-breaks.ts), for use inside `code` only: the
 * Markdown and llms conversions read code as its text, so the breaks never reach them.
 */
export function breakable(text: string): ElementContent[] {
  return breakPieces(text).flatMap((piece, i): ElementContent[] => (i === 0 ? [{ type: 'text', value: piece }] : [h('wbr'), { type: 'text', value: piece }]));
}

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
  for (const { text, cls, href } of segs) {
    if (href) {
      flush();
      const external = !href.startsWith('/');
      out.push(h('a', { href: links.use(href), className: ['api-type-link', ...(external ? ['api-external'] : []), ...(cls ? [cls] : [])] }, breakable(text)));
    } else if (cls) {
      flush();
      out.push(h('span', { className: [cls] }, cls === 'api-name' || cls === 'api-ref' ? breakable(text) : text));
    } else {
      plain += text;
    }
  }
  flush();
  return out;
}

/** Deepest indentation level the stylesheet gives a hanging indent (`.api-i1` … `.api-i8`). */
const MAX_INDENT_LEVEL = 8;

/**
 * A `pre.api-signature` block holding formatted code, one `span.api-line` per line (the newlines stay between them,
 * so the text is the code exactly). A line too long for a narrow screen wraps, and its continuation is indented
 * past the line's own indentation (`.api-iN`, N levels of two spaces), the way an editor soft-wraps.
 */
export function signatureBlock(segs: Seg[], links: ApiLinks): Element {
  let line: ElementContent[] = [];
  const lines = [line];
  for (const node of segsToHast(segs, links)) {
    if (node.type !== 'text' || !node.value.includes('\n')) {
      line.push(node);
      continue;
    }
    node.value.split('\n').forEach((part, i) => {
      if (i > 0) lines.push((line = []));
      if (part) line.push({ type: 'text', value: part });
    });
  }
  const children: ElementContent[] = [];
  lines.forEach((line, i) => {
    if (i > 0) children.push({ type: 'text', value: '\n' });
    const first = line[0];
    const spaces = first?.type === 'text' ? first.value.search(/[^ ]|$/) : 0;
    const level = Math.min(Math.floor(spaces / 2), MAX_INDENT_LEVEL);
    children.push(h('span', { className: level ? ['api-line', `api-i${level}`] : ['api-line'] }, line));
  });
  return h('pre', { className: [API_CLASS.signature] }, [h('code', {}, children)]);
}

/** Inline formatted code: `code.api-type`. */
export function inlineCode(segs: Seg[], links: ApiLinks): Element {
  return h('code', { className: ['api-type'] }, segsToHast(segs, links));
}

/** Every `id` in a tree, and the ones that occur more than once. */
export function collectIds(root: Root): { ids: Set<string>; duplicates: Set<string> } {
  const ids = new Set<string>();
  const duplicates = new Set<string>();
  const stack: (Root | RootContent)[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'element') {
      const id = node.properties.id;
      if (typeof id === 'string') {
        if (ids.has(id)) duplicates.add(id);
        ids.add(id);
      }
    }
    if (node.type === 'element' || node.type === 'root') for (const child of node.children) stack.push(child);
  }
  return { ids, duplicates };
}
