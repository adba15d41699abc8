// Pages made in memory for the graph tests: the graph stage reads only their routes, ids, frontmatter, headings,
// sidebars and links, so no markdown needs to be loaded.
import type { Element, Root } from 'hast';
import type { ApiItemPage, AuthoredLink, DocPage, Frontmatter, StandalonePage, StoredBody, TocHeading } from '../../../src/shared/types.ts';

const fields = (route: string, id: string, title: string) => ({ route, id, title, frontmatter: {}, headings: [], body: { type: 'root', children: [] } as Root, links: [], hash: id });

/** A doc at `/docs/{id}` (`intro` at the root), from `content/docs/{id}.md`. */
export function doc(id: string, over: { title?: string; frontmatter?: Frontmatter; headings?: TocHeading[]; route?: string } = {}): DocPage {
  const route = over.route ?? (id === 'intro' ? '/docs/' : `/docs/${id}`);
  return { ...fields(route, id, over.title ?? id), kind: 'doc', sourceFile: `content/docs/${id}.md`, frontmatter: over.frontmatter ?? {}, headings: over.headings ?? [] };
}

export function standalone(id: string): StandalonePage {
  return { ...fields(`/docs/${id}`, id, id), kind: 'page', sourceFile: `content/pages/${id}.md` };
}

export function apiItem(name: string, sidebar = 'typedocSidebar'): ApiItemPage {
  return { ...fields(`/docs/api/classes/${name}`, `classes/${name}`, name), kind: 'api', apiKind: 'class', name, sidebar };
}

/** A page whose body is the given links, each `<a href>` as authored, with its source line. */
export function withLinks<P extends DocPage>(page: P, hrefs: string[]): P & { links: AuthoredLink[] } {
  const anchors: Element[] = hrefs.map((href) => ({ type: 'element', tagName: 'a', properties: { href }, children: [] }));
  return { ...page, body: { type: 'root', children: anchors }, links: hrefs.map((href, i) => ({ href, line: i + 1 })) };
}

/** The hrefs of a page's body, in order. */
export function bodyHrefs(page: { body: Root | StoredBody }): string[] {
  if (page.body.type !== 'root') throw new Error('these tests build pages whose bodies stay in memory');
  return page.body.children.flatMap((node) => (node.type === 'element' && typeof node.properties.href === 'string' ? [node.properties.href] : []));
}
