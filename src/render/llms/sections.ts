// A page's body cut into the units search ranks and shows: the top of the page and each h2/h3 section, with its
// anchor, heading and plain text. API pages also name their symbols: the item itself on the top section, and each
// member (an h3 listed in `page.headings`) on its own section, both bare (`enableDepth`) and qualified
// (`Options.enableDepth`).
import type { Element, Nodes } from 'hast';
import { toString } from 'hast-util-to-string';
import { API_CLASS } from '../../shared/api-classes.ts';
import type { ApiListPage, Page, PageWithBody } from '../../shared/types.ts';
import type { SearchTextRegistration } from '../markdown/feature.ts';
import { FEATURES } from '../markdown/features/index.ts';

export interface PageSection {
  /** Element id the section starts at; '' for the top of the page. */
  anchor: string;
  heading: string;
  text: string;
  /** The symbol the section documents (API pages): `Depth`, `enableDepth`. */
  name?: string;
  /** The member's qualified name: `Options.enableDepth`. */
  qualified?: string;
}

/**
 * Elements whose text is chrome, not content: the API pages', and those each Markdown feature names (a code block's
 * caption, a demo). An API page's kind badge ("Class") is left out too: results show the kind as a label of their
 * own, and the excerpt would otherwise say it twice ("Class class Reticle extends …").
 */
const SKIP_CLASSES = new Set<string>([
  API_CLASS.source,
  API_CLASS.label,
  'heading-anchor',
  'hash-link',
  API_CLASS.kindBadge,
  ...FEATURES.flatMap((f) => f.searchText?.skipClasses ?? []),
]);
const SKIP_TAGS = new Set(['script', 'style', 'template', 'svg', ...FEATURES.flatMap((f) => f.searchText?.skipTags ?? [])]);
/** How the features' node types other than elements read (MDX's), by type. */
const NODE_TEXT = new Map<string, NonNullable<SearchTextRegistration['nodes']>[string]>(FEATURES.flatMap((f) => Object.entries(f.searchText?.nodes ?? {})));
const BLOCK = /^(p|div|section|article|aside|li|ul|ol|pre|figure|table|tr|td|th|thead|tbody|blockquote|h[1-6]|dl|dt|dd|details|summary|br|hr)$/;

/** API list pages (the index and A–Z globals): searched by title and summary only, their bodies are lists. */
export function isApiListPage(page: Page): page is ApiListPage {
  return page.kind === 'api' && (page.apiKind === 'index' || page.apiKind === 'globals');
}

export function pageSections(page: PageWithBody): PageSection[] {
  const apiName = page.kind === 'api' && !isApiListPage(page) ? page.name : undefined;
  const top: PageSection = { anchor: '', heading: page.title, text: '', name: apiName };
  if (isApiListPage(page) || page.body.children.length === 0) {
    top.text = page.description ?? '';
    return [top];
  }
  const headingText = new Map(page.headings.map((h) => [h.id, h]));
  const sections: PageSection[] = [top];
  let current = top;
  let parts: string[] = [];
  const flush = () => {
    current.text = collapse(parts.join(''));
    parts = [];
  };

  const walk = (node: Nodes) => {
    if (node.type === 'text') {
      parts.push(node.value);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') {
      const read = NODE_TEXT.get(node.type)?.(node);
      if (!read) return;
      if (read.block) parts.push('\n');
      for (const child of read.children) walk(child);
      if (read.block) parts.push('\n');
      return;
    }
    if (node.type === 'element') {
      if (skip(node)) return;
      const id = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      if (id && (node.tagName === 'h2' || node.tagName === 'h3')) {
        flush();
        const toc = headingText.get(id);
        const heading = toc?.text ?? collapse(toString(node));
        current = { anchor: id, heading, text: '' };
        if (apiName && node.tagName === 'h3' && toc?.depth === 3) {
          current.name = heading;
          current.qualified = `${apiName}.${heading}`;
        }
        sections.push(current);
        return;
      }
      const block = BLOCK.test(node.tagName);
      if (block) parts.push('\n');
      for (const child of node.children) walk(child);
      if (block) parts.push('\n');
      return;
    }
    for (const child of node.children) walk(child);
  };
  walk(page.body);
  flush();
  // The description is the page's summary: searchable and the best excerpt for a match on the page as a whole. API
  // summaries are already the body's first paragraph.
  if (page.kind !== 'api' && page.description && !top.text.includes(page.description)) top.text = collapse(`${page.description} ${top.text}`);
  // Structural headings with nothing under them (an API page's "Methods" above its members) are not results.
  return sections.filter((s, i) => i === 0 || s.text !== '' || s.name);
}

function skip(node: Element): boolean {
  if (SKIP_TAGS.has(node.tagName)) return true;
  const cls = node.properties.className;
  return Array.isArray(cls) && cls.some((c) => SKIP_CLASSES.has(String(c)));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
