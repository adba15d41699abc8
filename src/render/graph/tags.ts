// The docs' tags, as Docusaurus makes them (normalizeTags and groupTaggedItems of @docusaurus/utils, the docs plugin's
// tag routes): each doc's `tags` resolved against the tags file, a page listing every tag (`/<docs>/tags`) and one per
// tag listing its docs. A tag the file does not define is used as it is written (its permalink, its name in kebab
// case) and reported as `docs.tags.onInlineTags` says. A tag whose docs are all unlisted is unlisted too: its page
// lists them and is not indexed, and the tags page leaves it out; otherwise its page lists only its listed docs.
// The pages are standalone pages whose bodies are HAST made here, which every later stage reads as it reads a parsed
// page.
import type { ElementContent, Root } from 'hast';
import { h } from 'hastscript';
// One function's module: lodash-es's index loads all of its ~640 modules (~0.4 s of CPU in every process that runs
// docgen from its sources, as each test worker does; the bundles take only what they use).
import kebabCase from 'lodash-es/kebabCase.js';
import type { SiteConfig } from '../config/schema.ts';
import { contentHash } from '../core/hash.ts';
import type { DiagnosticBag } from '../core/diagnostics.ts';
import type { TagsFile } from '../load/tags-file.ts';
import type { DocTag, Page, StandalonePage } from '../../shared/types.ts';
import { routeFromPath } from '../../shared/urls.ts';

/** Each doc's tags, by route, and the tag pages (none when no doc has a tag). */
export interface SiteTags {
  byRoute: Map<string, DocTag[]>;
  pages: StandalonePage[];
}

/** Resolves every doc's tags and makes the tag pages; reports the tags the file does not define as the config says. */
export function siteTags(docs: Iterable<Page>, config: SiteConfig, tagsFile: TagsFile | undefined, diagnostics: DiagnosticBag): SiteTags {
  const { basePath, onInlineTags } = config.docs.tags;
  const tagsPath = [config.docs.routeBasePath, basePath].filter(Boolean).join('/');
  const route = (permalink: string) => routeFromPath(config.baseUrl, `${tagsPath}/${permalink.replace(/^\/+/, '')}`, config.trailingSlash);
  const byRoute = new Map<string, DocTag[]>();
  /** Docs by tag route, the first tag seen at a route naming it (Docusaurus's rule when two differ). */
  const groups = new Map<string, { tag: DocTag; docs: Page[] }>();
  for (const doc of docs) {
    const written = doc.frontmatter.tags;
    if (doc.kind !== 'doc' || !written?.length) continue;
    const inline: string[] = [];
    const tags = written.map((tag): DocTag => {
      const defined = typeof tag === 'string' ? tagsFile?.tags.get(tag) : undefined;
      if (defined) return { label: defined.label, href: route(defined.permalink), ...(defined.description && { description: defined.description }) };
      const label = typeof tag === 'string' ? tag : tag.label;
      inline.push(label);
      return { label, href: route(typeof tag === 'string' ? kebabCase(tag) : tag.permalink) };
    });
    if (tagsFile && inline.length && onInlineTags !== 'ignore') {
      const message = `tags ${[...new Set(inline)].map((t) => `'${t}'`).join(', ')} are not defined in ${tagsFile.file}.`;
      const hint = `Define them there, or use the tags it defines (${[...tagsFile.tags.keys()].join(', ') || 'none yet'}).`;
      if (onInlineTags === 'throw') diagnostics.error({ file: doc.sourceFile, message, hint });
      else diagnostics.warn({ file: doc.sourceFile, message, hint });
    }
    const unique = tags.filter((tag, i) => tags.findIndex((other) => other.href === tag.href) === i);
    byRoute.set(doc.route, unique);
    for (const tag of unique) {
      const group = groups.get(tag.href);
      if (!group) groups.set(tag.href, { tag, docs: [doc] });
      else if (!group.docs.includes(doc)) group.docs.push(doc);
    }
  }
  if (!groups.size) return { byRoute, pages: [] };
  const indexRoute = route('');
  const listed: { tag: DocTag; count: number }[] = [];
  const pages: StandalonePage[] = [];
  for (const { tag, docs: tagged } of groups.values()) {
    const unlisted = tagged.every((doc) => doc.frontmatter.unlisted === true);
    const shown = unlisted ? tagged : tagged.filter((doc) => doc.frontmatter.unlisted !== true);
    if (!unlisted) listed.push({ tag, count: shown.length });
    pages.push(tagPage(tag, shown, unlisted, indexRoute, config.baseUrl));
  }
  pages.push(tagsIndexPage(listed, indexRoute, config.baseUrl));
  return { byRoute, pages };
}

/** A tag's page: how many docs it has, its description, a link to every tag, and each doc with its description. */
function tagPage(tag: DocTag, docs: Page[], unlisted: boolean, indexRoute: string, base: string): StandalonePage {
  const sorted = [...docs].sort((a, b) => a.title.localeCompare(b.title));
  const children: ElementContent[] = [
    ...(tag.description ? [h('p', tag.description)] : []),
    h('p', [h('a', { href: indexRoute }, 'View all tags')]),
    h(
      'section',
      { className: ['tag-doc-list'] },
      sorted.map((doc) => h('article', { className: ['tag-doc'] }, [h('h2', [h('a', { href: doc.route }, doc.title)]), ...((doc.description ?? doc.excerpt) ? [h('p', doc.description ?? doc.excerpt)] : [])])),
    ),
  ];
  const title = `${docs.length === 1 ? 'One doc tagged' : `${docs.length} docs tagged`} with "${tag.label}"`;
  return generatedPage(tag.href, title, tag.description, { type: 'root', children }, base, unlisted);
}

/** The page of every listed tag, by first letter, each with how many docs it has. */
function tagsIndexPage(tags: { tag: DocTag; count: number }[], route: string, base: string): StandalonePage {
  const letters = new Map<string, { tag: DocTag; count: number }[]>();
  for (const entry of tags) {
    const letter = entry.tag.label.charAt(0).toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  const children = [...letters]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, entries]) =>
      h('article', { className: ['tags-letter'] }, [
        h('h2', { id: letter }, letter),
        h(
          'ul',
          { className: ['tag-list'] },
          entries.sort((a, b) => a.tag.label.localeCompare(b.tag.label)).map(({ tag, count }) => h('li', [tagLink(tag, count)])),
        ),
        h('hr'),
      ]),
    );
  return generatedPage(route, 'Tags', undefined, { type: 'root', children }, base, false);
}

/** A tag as a link, with how many docs it has when given. */
export function tagLink(tag: DocTag, count?: number): ElementContent {
  return h('a', { href: tag.href, rel: ['tag'], className: ['tag', count === undefined ? 'tag-regular' : 'tag-with-count'], ...(tag.description && { title: tag.description }) }, [
    tag.label,
    ...(count === undefined ? [] : [h('span', { className: ['tag-count'] }, String(count))]),
  ]);
}

function generatedPage(route: string, title: string, description: string | undefined, body: Root, base: string, unlisted: boolean): StandalonePage {
  const page: Omit<StandalonePage, 'hash'> = {
    route,
    kind: 'page',
    // No source names it: its id is its path under the base.
    id: route.slice(base.length).replace(/\/$/, ''),
    title,
    ...(description && { description }),
    frontmatter: unlisted ? { unlisted: true } : {},
    headings: [],
    body,
    links: [],
  };
  return { ...page, hash: contentHash(JSON.stringify(page)) };
}
