// The search index format and its tokenizer, shared by the indexer (src/render/search) and the browser engine
// (src/client/search): both sides must cut text into the same terms, so the rules live here once.
//
// Files (all JSON, under the base URL):
//   search-index.json               the manifest: pages, areas, shard ranges, the client module (not hashed, revalidated)
//   assets/search/s.<hash>.json     one shard: a contiguous range of sorted terms and their postings
//   assets/search/p.<hash>.json     one page's fragment: its sections (anchor, heading, text) for excerpts
import { routeFromPath, type TrailingSlash } from './urls.ts';

export const SEARCH_FORMAT_VERSION = 1;
/** The manifest's path under the base URL. */
export const SEARCH_MANIFEST = 'search-index.json';
/** The search page's path under the base URL (the no-JavaScript fallback and `?q=` deep links). */
export const SEARCH_PAGE_PATH = 'search';
/** Attribute on the navbar search button; the loader wires every element carrying it. */
export const SEARCH_BUTTON_ATTR = 'data-docgen-search';
/** Attribute on the search page's root element. */
export const SEARCH_PAGE_ATTR = 'data-search-page';
/** Attribute of the 'Copy page as Markdown' button: the URL of the page's markdown. */
export const COPY_MARKDOWN_ATTR = 'data-copy-markdown';

/** The search page's route: `/docs/search`, or `/docs/search/` on a `trailingSlash: true` site. */
export function searchPageUrl(base: string, trailingSlash: TrailingSlash): string {
  return routeFromPath(base, SEARCH_PAGE_PATH, trailingSlash);
}

/**
 * A page's Markdown file, relative to the base: `/docs/manual/Core` (or `/docs/manual/Core/`) → `manual/Core.md`,
 * the root `/docs/` → `index.md`.
 */
export function markdownFile(base: string, route: string): string {
  const inner = route.slice(base.length).replace(/\/$/, '');
  return inner ? `${inner}.md` : 'index.md';
}

/** A page's Markdown URL: `/docs/manual/Core.md`. */
export function markdownUrl(base: string, route: string): string {
  return base + markdownFile(base, route);
}

/** A page as the manifest lists it. */
export interface ManifestPage {
  /** Route (base included), `title`, index into `areas`. */
  r: string;
  t: string;
  a: number;
  /** API kind (`class`, `function`…) for API item pages; absent otherwise. */
  k?: string;
  /** Global id of the page's first section; its sections are `s .. s + n - 1`. */
  s: number;
  n: number;
  /** Fragment file, relative to the base URL. */
  f: string;
}

export interface SearchManifest {
  v: number;
  /** The lazily loaded search module, relative to the base URL. */
  client: string;
  areas: string[];
  pages: ManifestPage[];
  /** Number of sections (the documents scores are computed over). */
  sections: number;
  /** Shards in term order: `[first term, file relative to the base URL]`. */
  shards: [string, string][];
}

/**
 * A shard: term → postings, a flat list `[sectionDelta, value, sectionDelta, value, …]` in section order, where
 * `value = weight * 2 + nameFlag`. `weight` (1–255) is the term's field-weighted, length-normalised frequency in the
 * section; `nameFlag` says the term is the section's symbol name (`enabledepth` or `options.enabledepth` in the
 * section documenting `Options.enableDepth`).
 */
export type SearchShard = Record<string, number[]>;

/** Postings store weights as integers, `round(weight * WEIGHT_SCALE)` (1–255); the engine divides them back. */
export const WEIGHT_SCALE = 6;

/** A page's sections, in document order: `[anchor ('' for the top), heading, text, 1 if it documents a member]`. */
export type SearchFragment = [string, string, string, 1?][];

/** Words too common to index; a query made only of them searches them anyway (they just find nothing). */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its me my of on or so than that the their then there these this to was we were what when where which why will with you your'.split(' '),
);

const WORD = /[\p{L}\p{N}_$]+/gu;

/** The words of a text, as written (case kept). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The text with each word replaced by `change(word)`; what lies between words is kept. */
export function mapWords(text: string, change: (word: string) => string): string {
  return text.replace(WORD, change);
}

/** A term: lowercased, accents folded. */
export function normalizeTerm(word: string): string {
  return word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The parts of an identifier (`enableDepth` → enable, depth; `XRButton` → xr, button; `GEMINI_DEFAULT_MODEL` →
 * gemini, default, model), lowercased; empty for a plain word.
 */
export function identifierParts(word: string): string[] {
  const parts = word
    .split(/_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .filter((p) => p.length > 0)
    .map(normalizeTerm);
  return parts.length > 1 ? parts : [];
}

/** A query as the engine reads it. */
export interface ParsedQuery {
  /** Terms to look up (stop words dropped unless the query has nothing else). */
  terms: string[];
  /** A dotted symbol (`options.enabledepth`), when the query is one. */
  dotted?: string;
  /** The query as one identifier, lowercased (`enabledepth`), when it is a single word or dotted symbol. */
  symbol?: string;
  /** Words as typed, for highlighting. */
  highlight: string[];
  /** The query trimmed, as typed (case kept). */
  raw: string;
}

export function parseQuery(query: string): ParsedQuery {
  const trimmed = query.trim().replace(/\(\)$/, '');
  const all = words(trimmed).map(normalizeTerm);
  const content = all.filter((t) => !STOP_WORDS.has(t));
  const terms = [...new Set(content.length ? content : all)];
  const single = /^[\p{L}\p{N}_$]+(\.[\p{L}\p{N}_$]*)*$/u.test(trimmed);
  const dotted = single && trimmed.includes('.') ? normalizeTerm(trimmed) : undefined;
  return { terms, dotted, symbol: single ? normalizeTerm(trimmed).replace(/\.$/, '') : undefined, highlight: [...new Set(all)], raw: trimmed };
}
