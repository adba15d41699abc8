// The search index, as a pure function of the page graph: no file system, so `docgen build` writes its files and
// `docgen serve` can rebuild and serve them from memory on every edit.
//
// Units are sections (the top of a page, each h2/h3). Each term's postings carry a precomputed weight per section
// (BM25-style saturation and length normalisation, boosted by field: page title and symbol names above headings
// above body text) and a flag for "this term is the section's symbol name". Terms are sorted and cut into shards of
// about `shardBytes`, so a query loads only the shards its terms (and prefixes) fall in; each page's section texts
// go to a fragment file loaded only when the page is shown as a result.
import type { PageGraph } from '../graph/types.ts';
import { contentHash } from '../hash.ts';
import {
  SEARCH_FORMAT_VERSION,
  SEARCH_MANIFEST,
  STOP_WORDS,
  identifierParts,
  normalizeTerm,
  words,
  type ManifestPage,
  type SearchFragment,
  type SearchManifest,
  type SearchShard,
} from '../../shared/search.ts';
import { isSearchable, siteAreas } from './areas.ts';
import { pageSections, type PageSection } from './sections.ts';

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

const BOOST = { title: 8, name: 8, heading: 4, body: 1 };
/** An identifier's parts count for less than the identifier itself (`DepthMesh` is about depth, but less so). */
const PART_FACTOR = 0.45;
const K1 = 1.2;
const B = 0.75;
/** Weights are stored as integers: `round(weight * SCALE)`, 1–255. */
const SCALE = 6;
const MAX_SHARD_BYTES = 40_000;
const MIN_SHARD_BYTES = 2_000;
const MIN_SHARDS = 16;
const FILE_DIR = 'assets/search';

export function buildSearchIndex(graph: PageGraph, options: SearchIndexOptions): SearchIndex {
  const areas = siteAreas(graph);
  const pages: ManifestPage[] = [];
  const fragments: SearchFragment[] = [];
  /** term → section id → [weight, nameFlag] */
  const postings = new Map<string, Map<number, [number, number]>>();
  const docs: { section: PageSection; body: Map<string, number>; bodyLength: number; fields: Map<string, number>; names: Set<string> }[] = [];

  for (const page of graph.pages.values()) {
    if (!isSearchable(page)) continue;
    const sections = pageSections(page);
    const first = docs.length;
    sections.forEach((section, i) => {
      const fields = new Map<string, number>();
      const names = new Set<string>();
      const add = (term: string, boost: number) => fields.set(term, (fields.get(term) ?? 0) + boost);
      const addWords = (text: string, boost: number) => {
        for (const word of words(text)) {
          add(normalizeTerm(word), boost);
          for (const part of identifierParts(word)) add(part, boost * PART_FACTOR);
        }
      };
      if (i === 0) addWords(page.title, BOOST.title);
      else addWords(section.heading, BOOST.heading);
      if (section.name) {
        const name = normalizeTerm(section.name);
        names.add(name);
        add(name, BOOST.name);
      }
      if (section.qualified) {
        const qualified = normalizeTerm(section.qualified);
        names.add(qualified);
        add(qualified, BOOST.name);
      }
      const body = new Map<string, number>();
      let bodyLength = 0;
      for (const word of words(section.text)) {
        bodyLength++;
        const term = normalizeTerm(word);
        body.set(term, (body.get(term) ?? 0) + 1);
        for (const part of identifierParts(word)) body.set(part, (body.get(part) ?? 0) + PART_FACTOR);
      }
      docs.push({ section, body, bodyLength, fields, names });
    });
    pages.push({ r: page.route, t: page.title, a: areas.names.indexOf(areas.of(page)), ...(page.kind === 'api' && page.meta?.apiKind ? { k: String(page.meta.apiKind) } : {}), s: first, n: sections.length, f: '' });
    fragments.push(sections.map((s) => (s.qualified ? [s.anchor, s.heading, s.text, 1] : [s.anchor, s.heading, s.text])));
  }

  const avgLength = docs.reduce((sum, d) => sum + d.bodyLength, 0) / Math.max(1, docs.length);
  docs.forEach((doc, id) => {
    const norm = 1 - B + B * (doc.bodyLength / Math.max(1, avgLength));
    const terms = new Set([...doc.body.keys(), ...doc.fields.keys()]);
    for (const term of terms) {
      if (!indexable(term)) continue;
      const tf = doc.body.get(term) ?? 0;
      const field = doc.fields.get(term) ?? 0;
      const weight = BOOST.body * saturate(tf, norm) + saturate(field, 1);
      const value = Math.max(1, Math.min(255, Math.round(weight * SCALE)));
      let list = postings.get(term);
      if (!list) postings.set(term, (list = new Map()));
      list.set(id, [value, doc.names.has(term) ? 1 : 0]);
    }
  });

  const files = new Map<string, string>();
  const write = (prefix: string, content: string) => {
    const file = `${FILE_DIR}/${prefix}.${contentHash(content)}.json`;
    files.set(file, content);
    return file;
  };
  fragments.forEach((fragment, i) => (pages[i]!.f = write('p', JSON.stringify(fragment))));

  const terms = [...postings.keys()].sort(byCodeUnit);
  const encoded = new Map<string, number[]>();
  let totalBytes = 0;
  for (const term of terms) {
    const list = [...postings.get(term)!].sort((a, b) => a[0] - b[0]);
    const flat: number[] = [];
    let previous = 0;
    for (const [id, [weight, flag]] of list) {
      flat.push(id - previous, weight * 2 + flag);
      previous = id;
    }
    encoded.set(term, flat);
    totalBytes += term.length + 6 + flat.join(',').length;
  }
  // Shards of at most MAX_SHARD_BYTES; a small site still gets several, so a query never loads the whole index.
  const target = options.shardBytes ?? Math.min(MAX_SHARD_BYTES, Math.max(MIN_SHARD_BYTES, Math.ceil(totalBytes / MIN_SHARDS)));
  const shards: [string, string][] = [];
  let shard: SearchShard = {};
  let shardFirst = '';
  let size = 0;
  const close = () => {
    if (size === 0) return;
    shards.push([shardFirst, write('s', JSON.stringify(shard))]);
    shard = {};
    size = 0;
  };
  for (const term of terms) {
    const flat = encoded.get(term)!;
    if (size === 0) shardFirst = term;
    shard[term] = flat;
    size += term.length + 6 + flat.join(',').length;
    if (size >= target) close();
  }
  close();

  const manifest: SearchManifest = { v: SEARCH_FORMAT_VERSION, client: options.client, areas: areas.names, pages, sections: docs.length, shards };
  files.set(SEARCH_MANIFEST, JSON.stringify(manifest));
  let bytes = 0;
  for (const content of files.values()) bytes += Buffer.byteLength(content);
  return { files, manifest, stats: { pages: pages.length, sections: docs.length, terms: terms.length, shards: shards.length, bytes } };
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
