// The search index, as a pure function of the page graph: no file system, so `docgen build` writes its files and
// `docgen serve` can rebuild and serve them from memory on every edit.
//
// Units are sections (the top of a page, each h2/h3). Each term's postings carry a precomputed weight per section
// (BM25-style saturation and length normalisation, boosted by field: page title and symbol names above headings
// above body text) and a flag for "this term is the section's symbol name". Terms are sorted and cut into shards of
// about `shardBytes`, so a query loads only the shards its terms (and prefixes) fall in; each page's section texts
// go to a fragment file loaded only when the page is shown as a result.
//
// The work is split in two so that builds can keep the costly half per page: `pageSearchPart` reads one page (its
// sections, fragment file and term counts; it depends on that page alone), and `assembleSearchIndex` merges the
// parts of every page into postings, shards and the manifest (weights depend on the average section length, so this
// half is redone whenever any page changes, but it only adds numbers up).
import type { PageGraph } from '../graph/types.ts';
import { present } from '../../shared/present.ts';
import { contentHash } from '../core/hash.ts';
import {
  SEARCH_FORMAT_VERSION,
  SEARCH_MANIFEST,
  STOP_WORDS,
  WEIGHT_SCALE,
  identifierParts,
  normalizeTerm,
  words,
  type ManifestPage,
  type SearchManifest,
  type SearchShard,
} from '../../shared/search.ts';
import type { Page, PageWithBody } from '../../shared/types.ts';
import { withTree } from '../core/body-store.ts';
import { isSearchable, siteAreas } from '../llms/areas.ts';
import { pageSections, type PageSection } from '../llms/sections.ts';

export interface SearchIndexOptions {
  /** The search module's file, relative to the base URL (from `bundleSearchClient`). */
  client: string;
  /** Target size of one shard's JSON before compression (default: 1/16 of the index, between 2 and 40 KB). */
  shardBytes?: number;
}

export interface SearchIndex {
  /** Output file (relative to the output folder, e.g. `search-index.json`) → content. */
  files: Map<string, string>;
  manifest: SearchManifest;
  stats: { pages: number; sections: number; terms: number; shards: number; bytes: number };
}

/** What one page adds to the index. Plain JSON data, so that it can be kept on disk between builds. */
export interface PageSearchPart {
  /** The page's fragment file (`assets/search/p.<hash>.json`) and its content. */
  fragmentFile: string;
  fragment: string;
  /** Its sections' terms, in document order. */
  sections: SectionTerms[];
}

/**
 * A section's indexable terms, its symbol names first: `t` the terms, `tf` their frequencies in the body (identifier
 * parts count PART_FACTOR), `fw` their weights from the title, heading and symbol names.
 */
export interface SectionTerms {
  /** Number of words in the body. */
  n: number;
  /** How many of the first terms are the section's symbol name (`enabledepth`, `options.enabledepth`). */
  names: number;
  t: string[];
  tf: number[];
  fw: number[];
}

/** A page as the index lists it: its part and the fields the manifest takes from the page itself. */
export interface IndexedPage {
  route: string;
  title: string;
  area: number;
  apiKind?: string;
  part: PageSearchPart;
}

const BOOST = { title: 8, name: 8, heading: 4, body: 1 };
/** An identifier's parts count for less than the identifier itself (`DepthMesh` is about depth, but less so). */
const PART_FACTOR = 0.45;
const K1 = 1.2;
const B = 0.75;
const MAX_SHARD_BYTES = 40_000;
const MIN_SHARD_BYTES = 2_000;
const MIN_SHARDS = 16;
const FILE_DIR = 'assets/search';

export function buildSearchIndex(graph: PageGraph, options: SearchIndexOptions): SearchIndex {
  const areas = siteAreas(graph);
  const pages: IndexedPage[] = [];
  for (const page of graph.pages.values()) {
    if (!isSearchable(page)) continue;
    pages.push(indexedPage(page, areas.names.indexOf(areas.of(page)), pageSearchPart(withTree(page))));
  }
  return assembleSearchIndex(pages, areas.names, options);
}

/** The manifest fields of a page, with its part. */
export function indexedPage(page: Page, area: number, part: PageSearchPart): IndexedPage {
  return { route: page.route, title: page.title, area, ...(page.kind === 'api' ? { apiKind: page.apiKind } : {}), part };
}

/** One page's share of the index, from its sections (`pageSections(page)` unless given). */
export function pageSearchPart(page: PageWithBody, sections: PageSection[] = pageSections(page)): PageSearchPart {
  const terms = termCache();
  const out: SectionTerms[] = sections.map((section, i) => {
    const fields = new Map<string, number>();
    const names: string[] = [];
    const add = (term: string, boost: number) => fields.set(term, (fields.get(term) ?? 0) + boost);
    const addWords = (text: string, boost: number) => {
      for (const word of words(text)) {
        const { term, parts } = terms(word);
        add(term, boost);
        for (const part of parts) add(part, boost * PART_FACTOR);
      }
    };
    if (i === 0) addWords(page.title, BOOST.title);
    else addWords(section.heading, BOOST.heading);
    for (const symbol of [section.name, section.qualified]) {
      if (!symbol) continue;
      const name = normalizeTerm(symbol);
      if (!names.includes(name)) names.push(name);
      add(name, BOOST.name);
    }
    const body = new Map<string, number>();
    let n = 0;
    for (const word of words(section.text)) {
      n++;
      const { term, parts } = terms(word);
      body.set(term, (body.get(term) ?? 0) + 1);
      for (const part of parts) body.set(part, (body.get(part) ?? 0) + PART_FACTOR);
    }
    const out: SectionTerms = { n, names: 0, t: [], tf: [], fw: [] };
    const push = (term: string) => {
      if (!indexable(term)) return false;
      out.t.push(term);
      out.tf.push(body.get(term) ?? 0);
      out.fw.push(fields.get(term) ?? 0);
      return true;
    };
    for (const name of names) if (push(name)) out.names++;
    for (const term of body.keys()) if (!names.includes(term)) push(term);
    for (const term of fields.keys()) if (!names.includes(term) && !body.has(term)) push(term);
    return out;
  });
  const fragment = JSON.stringify(sections.map((s) => (s.qualified ? [s.anchor, s.heading, s.text, 1] : [s.anchor, s.heading, s.text])));
  return { fragmentFile: `${FILE_DIR}/p.${contentHash(fragment)}.json`, fragment, sections: out };
}

/** Words' terms and identifier parts, remembered across pages (most words recur), up to a bound. */
const seenWords = new Map<string, { term: string; parts: string[] }>();
const SEEN_WORDS_LIMIT = 200_000;

function termCache(): (word: string) => { term: string; parts: string[] } {
  if (seenWords.size > SEEN_WORDS_LIMIT) seenWords.clear();
  return (word) => {
    let entry = seenWords.get(word);
    if (!entry) seenWords.set(word, (entry = { term: normalizeTerm(word), parts: identifierParts(word) }));
    return entry;
  };
}

/** The index files of the given pages (in manifest order), from their parts. */
export function assembleSearchIndex(pages: IndexedPage[], areaNames: string[], options: SearchIndexOptions): SearchIndex {
  const files = new Map<string, string>();
  const manifestPages: ManifestPage[] = [];
  let sectionCount = 0;
  let totalLength = 0;
  for (const { route, title, area, apiKind, part } of pages) {
    manifestPages.push({ r: route, t: title, a: area, ...(apiKind ? { k: apiKind } : {}), s: sectionCount, n: part.sections.length, f: part.fragmentFile });
    files.set(part.fragmentFile, part.fragment);
    sectionCount += part.sections.length;
    for (const section of part.sections) totalLength += section.n;
  }

  /** term → [section id, value] pairs, in section order (sections are visited in order). */
  const postings = new Map<string, number[]>();
  const avgLength = totalLength / Math.max(1, sectionCount);
  let id = 0;
  for (const { part } of pages) {
    for (const doc of part.sections) {
      const norm = 1 - B + B * (doc.n / Math.max(1, avgLength));
      for (const [i, term] of doc.t.entries()) {
        const weight = BOOST.body * saturate(present(doc.tf[i], "a term's frequency"), norm) + saturate(present(doc.fw[i], "a term's field weight"), 1);
        const value = Math.max(1, Math.min(255, Math.round(weight * WEIGHT_SCALE)));
        const list = postings.get(term);
        if (list) list.push(id, value * 2 + (i < doc.names ? 1 : 0));
        else postings.set(term, [id, value * 2 + (i < doc.names ? 1 : 0)]);
      }
      id++;
    }
  }

  let totalBytes = 0;
  const terms = [...postings].sort(([a], [b]) => byCodeUnit(a, b)).map(([term, list]) => {
    // Section ids as deltas; the size counts the JSON list's commas and digits.
    let size = term.length + 6 + list.length - 1;
    let previous = 0;
    for (const [i, value] of list.entries()) {
      // Even places hold section ids, odd ones their values.
      const written = i % 2 === 0 ? value - previous : value;
      if (i % 2 === 0) previous = value;
      list[i] = written;
      size += digits(written);
    }
    totalBytes += size;
    return { term, list, size };
  });
  const write = (prefix: string, content: string) => {
    const file = `${FILE_DIR}/${prefix}.${contentHash(content)}.json`;
    files.set(file, content);
    return file;
  };
  // Shards of at most MAX_SHARD_BYTES; a small site still gets several, so a query never loads the whole index.
  const target = options.shardBytes ?? Math.min(MAX_SHARD_BYTES, Math.max(MIN_SHARD_BYTES, Math.ceil(totalBytes / MIN_SHARDS)));
  const shards: [string, string][] = [];
  // No prototype: a term such as `__proto__` is an ordinary key.
  let shard: SearchShard = Object.create(null);
  let shardFirst = '';
  let size = 0;
  const close = () => {
    if (size === 0) return;
    shards.push([shardFirst, write('s', JSON.stringify(shard))]);
    shard = Object.create(null);
    size = 0;
  };
  for (const term of terms) {
    if (size === 0) shardFirst = term.term;
    shard[term.term] = term.list;
    size += term.size;
    if (size >= target) close();
  }
  close();

  const manifest: SearchManifest = { v: SEARCH_FORMAT_VERSION, client: options.client, areas: areaNames, pages: manifestPages, sections: sectionCount, shards };
  files.set(SEARCH_MANIFEST, JSON.stringify(manifest));
  let bytes = 0;
  for (const content of files.values()) bytes += Buffer.byteLength(content);
  return { files, manifest, stats: { pages: manifestPages.length, sections: sectionCount, terms: terms.length, shards: shards.length, bytes } };
}

/** Characters of a non-negative integer in decimal. */
function digits(n: number): number {
  return n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : String(n).length;
}

function saturate(tf: number, norm: number): number {
  return tf === 0 ? 0 : (tf * (K1 + 1)) / (tf + K1 * norm);
}

/** Terms worth a posting list: not stop words, not long numbers or hashes from code. */
function indexable(term: string): boolean {
  if (term.length > 48 || STOP_WORDS.has(term)) return false;
  return !/^\d{5,}$/.test(term) && !/^[0-9a-f]{12,}$/.test(term);
}

/** Plain code-unit order: the browser compares terms with `<`, so the indexer must sort the same way. */
function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
