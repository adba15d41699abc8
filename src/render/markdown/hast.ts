// Small HAST helpers the features and the Markdown export share: reading an element's classes, finding a descendant,
// making the plain elements a feature's Markdown is written as, and the absolute URLs that Markdown links to.
import type { Element, ElementContent } from 'hast';
import { isExternal } from '../../shared/urls.ts';

export function hasClass(node: Element, name: string): boolean {
  const cls = node.properties.className;
  if (Array.isArray(cls)) {
    for (const c of cls) if (String(c) === name) return true;
    return false;
  }
  return typeof cls === 'string' && String(cls).split(/\s+/).includes(name);
}

export function classes(node: Element): string[] {
  const cls = node.properties.className;
  return Array.isArray(cls) ? cls.map(String) : typeof cls === 'string' ? String(cls).split(/\s+/) : [];
}

/** The first descendant element with this tag, depth first. */
export function findTag(node: Element, tag: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tag) return child;
    const found = findTag(child, tag);
    if (found) return found;
  }
  return undefined;
}

/** The first descendant element with this class, depth first. */
export function findClass(node: Element, cls: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (classes(child).includes(cls)) return child;
    const found = findClass(child, cls);
    if (found) return found;
  }
  return undefined;
}

export function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return { type: 'element', tagName, properties, children };
}

/** `<pre><code class="language-…">` as hast-util-to-mdast reads a fenced code block. */
export function fencedCode(text: string, lang: string | undefined): Element {
  return element('pre', [element('code', [{ type: 'text', value: text.replace(/\n$/, '') }], lang ? { className: [`language-${lang}`] } : {})]);
}

export function link(href: string, text: string): Element {
  return element('a', [{ type: 'text', value: text }], { href });
}

/** A site link or image source as an absolute URL on `siteUrl` (external links and `#fragments` stay as they are). */
export function absolute(href: string, siteUrl: string): string {
  if (isExternal(href) || href.startsWith('#')) return href;
  return href.startsWith('/') ? siteUrl.replace(/\/+$/, '') + href : href;
}
