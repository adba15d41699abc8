// The query engine over the sharded index (format in src/shared/search.ts). It loads only the shards a query's terms
// fall in and, for results that are shown, the pages' fragments. Ranking:
//   1. name and title matches, in tiers (TIER below): the page's own name or title is the query, or starts with it;
//      then a member's name or `Class.member` is the query, or starts with it;
//   2. pages that contain every query term before pages that contain some;
//   3. the text score: each term's best section weight × idf, exact terms above prefix and stem expansions, the best
//      section counting fully and the page's other matching sections a little.
// A query that finds nothing gets one more chance (`correct`): each word the index has nothing for is replaced by the
// most used term one typo away, among the terms sharing its first letter.
// Pure: takes a `fetchJson`, so it runs in Node tests against an index held in memory.
import { mapWords, normalizeTerm, parseQuery, WEIGHT_SCALE, type ManifestPage, type ParsedQuery, type SearchFragment, type SearchManifest, type SearchShard } from '../../shared/search.ts';
import { firstLetterEdits, inTypedCase, oneEditApart } from './spelling.ts';

export interface SectionHit {
  /** Index in the page's fragment. */
  local: number;
  score: number;
  /** 3: the page itself matched by name/title, 2: member name exact, 1: member name prefix, 0: text. */
  tier: number;
}

export interface SearchHit {
  /** Index of the page in the manifest. */
  index: number;
  page: ManifestPage;
  area: string;
  tier: number;
  /** Whether every query term occurs on the page. */
  complete: boolean;
  score: number;
  /** Best sections first. */
  sections: SectionHit[];
}

export interface SearchOptions {
  /** Only pages of this area. */
  area?: string;
  limit?: number;
}

/**
 * Reads an index file. The files are this build's own output (src/render/search writes them with the types named in
 * src/shared/search.ts), read as written: `T` is the type its writer gave it.
 */
export type FetchJson = <T>(url: string) => Promise<T>;

/** A query that found nothing, spelled as the engine understood it, and what that finds. */
export interface Correction {
  query: string;
  hits: SearchHit[];
}

/** Prefix expansions count for less than the term typed: more the closer they are in length. */
const PREFIX_FACTOR = 0.5;
const MAX_EXPANSIONS = 200;
const SAME_SECTION_BONUS = 1.6;
/** Shorter words are not corrected: one edit away from two letters is almost every two-letter term. */
const MIN_CORRECTED_LENGTH = 3;

interface LoadedShard {
  terms: string[];
  postings: SearchShard;
}

export class SearchEngine {
  readonly manifest: SearchManifest;
  private readonly base: string;
  private readonly fetchJson: FetchJson;
  private readonly shards = new Map<string, Promise<LoadedShard>>();
  private readonly loaded = new Map<string, LoadedShard>();
  private readonly fragments = new Map<number, Promise<SearchFragment>>();
  private readonly sectionPage: Int32Array;

  constructor(manifest: SearchManifest, base: string, fetchJson: FetchJson) {
    this.manifest = manifest;
    this.base = base;
    this.fetchJson = fetchJson;
    this.sectionPage = new Int32Array(manifest.sections);
    manifest.pages.forEach((page, i) => this.sectionPage.fill(i, page.s, page.s + page.n));
  }

  /** Loads what the query needs, then ranks. */
  async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const parsed = parseQuery(query);
    await Promise.all(this.shardFiles(parsed).map((file) => this.shard(file)));
    return this.rank(parsed, options);
  }

  /** Ranks with the shards already loaded; undefined when a shard the query needs is missing. */
  searchLoaded(query: string, options: SearchOptions = {}): SearchHit[] | undefined {
    const parsed = parseQuery(query);
    if (this.shardFiles(parsed).some((file) => !this.loaded.has(file))) return undefined;
    return this.rank(parsed, options);
  }

  /**
   * For a query that found nothing: the query with each word the index knows nothing of (no term is it or starts with
   * it) replaced by the term one edit away that the most sections use, and its results; undefined when no word has
   * such a term or the corrected query finds nothing either. Looks at the terms sharing the word's first letter, and
   * at the two with another first letter that `firstLetterEdits` names; it loads their shards (one or two on a site
   * like ours), so the answer does not depend on what earlier queries happened to load.
   */
  async correct(query: string, options: SearchOptions = {}): Promise<Correction | undefined> {
    const parsed = parseQuery(query);
    await Promise.all(this.shardFiles(parsed).map((file) => this.shard(file)));
    const fixes = new Map<string, string>();
    for (const term of parsed.terms) {
      if (term.length < MIN_CORRECTED_LENGTH || this.expand(stem(term)).length > 0) continue;
      const files = new Set([...this.shardsForPrefix(term.charAt(0)), ...firstLetterEdits(term).flatMap((edit) => this.shardsForPrefix(edit).slice(0, 1))]);
      let best: string | undefined;
      let bestCount = 0;
      for (const shard of await Promise.all([...files].map((file) => this.shard(file)))) {
        for (const candidate of shard.terms) {
          if (!oneEditApart(term, candidate)) continue;
          const count = shard.postings[candidate]?.length ?? 0;
          if (count > bestCount || (count === bestCount && best !== undefined && candidate < best)) [best, bestCount] = [candidate, count];
        }
      }
      if (best) fixes.set(term, best);
    }
    if (fixes.size === 0) return undefined;
    const corrected = mapWords(query.trim(), (word) => {
      const fix = fixes.get(normalizeTerm(word));
      return fix ? inTypedCase(word, fix) : word;
    });
    const hits = await this.search(corrected, options);
    return hits.length ? { query: corrected, hits } : undefined;
  }

  /** Shard files a query needs (for the loader and tests). */
  shardFiles(parsed: ParsedQuery): string[] {
    const files = new Set<string>();
    for (const term of lookups(parsed)) {
      // A one-letter term is looked up as itself, not as a prefix (that would be a sixth of the index).
      const shards = this.shardsForPrefix(term);
      for (const file of term.length < 2 ? shards.slice(0, 1) : shards) files.add(file);
    }
    return [...files];
  }

  fragment(index: number): Promise<SearchFragment> {
    let promise = this.fragments.get(index);
    if (!promise) {
      const page = this.manifest.pages[index];
      promise = page ? this.fetchJson<SearchFragment>(this.base + page.f) : Promise.reject(new Error(`The search index has no page ${index}.`));
      promise.catch(() => this.fragments.delete(index));
      this.fragments.set(index, promise);
    }
    return promise;
  }

  private shard(file: string): Promise<LoadedShard> {
    let promise = this.shards.get(file);
    if (!promise) {
      promise = this.fetchJson<SearchShard>(this.base + file).then((postings) => {
        // Sorted here, not trusted from key order: JS objects list integer-like keys first.
        const shard = { postings, terms: Object.keys(postings).sort(byCodeUnit) };
        this.loaded.set(file, shard);
        return shard;
      });
      promise.catch(() => this.shards.delete(file));
      this.shards.set(file, promise);
    }
    return promise;
  }

  /** The shards whose term ranges meet [prefix, prefix + ∞): the one holding `prefix`, then those starting with it. */
  private shardsForPrefix(prefix: string): string[] {
    const shards = this.manifest.shards;
    const out: string[] = [];
    let start = 0;
    shards.forEach(([first], i) => {
      if (first <= prefix) start = i;
    });
    for (const [first, file] of shards.slice(start)) {
      if (out.length && !(first.startsWith(prefix) || first <= prefix)) break;
      out.push(file);
    }
    return out;
  }

  /** Terms of the loaded shards that are `term` or start with it, exact first. */
  private expand(term: string): string[] {
    const found: string[] = [];
    for (const file of this.shardsForPrefix(term)) {
      const shard = this.loaded.get(file);
      if (!shard) continue;
      for (let i = lowerBound(shard.terms, term); ; i++) {
        const candidate = shard.terms[i];
        if (candidate === undefined || !candidate.startsWith(term)) break;
        found.push(candidate);
        if (found.length >= MAX_EXPANSIONS) return found;
      }
    }
    return found;
  }

  private postings(term: string): number[] | undefined {
    for (const file of this.shardsForPrefix(term)) {
      const list = this.loaded.get(file)?.postings[term];
      if (list) return list;
    }
    return undefined;
  }

  private rank(parsed: ParsedQuery, options: SearchOptions): SearchHit[] {
    const { manifest } = this;
    const limit = options.limit ?? 50;
    const areaIndex = options.area ? manifest.areas.indexOf(options.area) : -1;
    if (options.area && areaIndex < 0) return [];
    const N = manifest.sections;

    /** Per query term: section → best [score, nameTier]. */
    const perTerm: Map<number, [number, number]>[] = [];
    const symbolLookups = new Set([parsed.symbol, parsed.dotted].filter((s): s is string => !!s));
    const terms = parsed.terms.filter((t) => t.length > 1 || parsed.terms.length === 1);
    const allLookups = [...terms, ...(parsed.dotted && !terms.includes(parsed.dotted) ? [parsed.dotted] : [])];
    for (const lookup of allLookups) {
      const best = new Map<number, [number, number]>();
      const exactOnly = lookup.length < 2;
      for (const term of exactOnly ? [lookup] : this.expand(stem(lookup))) {
        const list = this.postings(term);
        if (!list) continue;
        const df = list.length / 2;
        const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
        const exact = term === lookup;
        const factor = exact ? 1 : PREFIX_FACTOR * (0.4 + (0.6 * Math.min(lookup.length, term.length)) / Math.max(lookup.length, term.length));
        let section = 0;
        for (let i = 0; i < list.length; i += 2) {
          section += list[i] ?? 0;
          const value = list[i + 1] ?? 0;
          const score = idf * ((value >> 1) / WEIGHT_SCALE) * factor;
          const nameTier = value & 1 && symbolLookups.has(lookup) && term.startsWith(lookup) ? (exact ? 2 : 1) : 0;
          const previous = best.get(section);
          if (!previous || score > previous[0] || nameTier > previous[1]) {
            best.set(section, [Math.max(score, previous?.[0] ?? 0), Math.max(nameTier, previous?.[1] ?? 0)]);
          }
        }
      }
      perTerm.push(best);
    }

    // Sections → pages.
    const wordCount = terms.length;
    const pages = new Map<number, { page: ManifestPage; sections: Map<number, SectionHit>; matched: Set<number> }>();
    const sectionTerms = new Map<number, number>();
    perTerm.forEach((best, t) => {
      for (const [section, [score, nameTier]] of best) {
        const index = this.sectionPage[section] ?? -1;
        const page = manifest.pages[index];
        if (!page || (areaIndex >= 0 && page.a !== areaIndex)) continue;
        let entry = pages.get(index);
        if (!entry) pages.set(index, (entry = { page, sections: new Map(), matched: new Set() }));
        if (t < wordCount) entry.matched.add(t);
        const local = section - page.s;
        const hit = entry.sections.get(local) ?? { local, score: 0, tier: 0 };
        hit.score += score;
        hit.tier = Math.max(hit.tier, nameTier);
        entry.sections.set(local, hit);
        if (t < wordCount) sectionTerms.set(section, (sectionTerms.get(section) ?? 0) + 1);
      }
    });
    // Words found together in one section say more than the same words scattered over a page.
    if (wordCount > 1) {
      for (const entry of pages.values()) {
        for (const hit of entry.sections.values()) if (sectionTerms.get(entry.page.s + hit.local) === wordCount) hit.score *= SAME_SECTION_BONUS;
      }
    }

    const wanted = normalizeTitle(parsed.symbol ?? parsed.terms.join(' '));
    const typed = (parsed.symbol !== undefined ? parsed.raw : parsed.terms.join(' ')).replace(/\.$/, '');
    // Pages whose title is or starts with the query are results even when the text index has nothing for them
    // (a one-letter query, a title made of stop words).
    if (wanted) {
      manifest.pages.forEach((page, index) => {
        if (pages.has(index) || (areaIndex >= 0 && page.a !== areaIndex) || !normalizeTitle(page.t).startsWith(wanted)) return;
        pages.set(index, { page, sections: new Map([[0, { local: 0, score: 1 / page.t.length, tier: 0 }]]), matched: new Set(terms.map((_, t) => t)) });
      });
    }
    const hits: SearchHit[] = [];
    for (const [index, entry] of pages) {
      const { page } = entry;
      const sections = [...entry.sections.values()];
      const title = normalizeTitle(page.t);
      let pageTier = 0;
      if (wanted && title === wanted) pageTier = page.t === typed && CAPITAL.test(typed) ? TIER.exactCase : TIER.exact;
      else if (wanted && title.startsWith(wanted)) pageTier = TIER.prefix;
      const memberTier = Math.max(0, ...sections.map((s) => s.tier));
      const tier = pageTier || (memberTier === 2 ? TIER.member : memberTier === 1 ? TIER.memberPrefix : 0);
      if (pageTier) {
        const top = entry.sections.get(0) ?? { local: 0, score: 0, tier: 0 };
        top.tier = 3;
        entry.sections.set(0, top);
        if (!sections.includes(top)) sections.push(top);
      }
      sections.sort((a, b) => b.tier - a.tier || b.score - a.score || a.local - b.local);
      const [first, ...rest] = sections;
      // A one-letter query says little: among the titles it starts, shorter ones first.
      const score = wanted.length === 1 && pageTier ? 1 / page.t.length : (first?.score ?? 0) + 0.3 * Math.min(first?.score ?? 0, rest.reduce((sum, s) => sum + s.score, 0));
      hits.push({ index, page, area: manifest.areas[page.a] ?? '', tier, complete: entry.matched.size >= wordCount, score, sections: sections.slice(0, 3) });
    }
    hits.sort((a, b) => b.tier - a.tier || Number(b.complete) - Number(a.complete) || b.score - a.score || (a.page.r < b.page.r ? -1 : 1));
    const complete = hits.filter((h) => h.complete || h.tier > 0);
    return (complete.length ? complete : hits).slice(0, limit);
  }
}

/**
 * Tiers, best first: the page's own name or title is the query (as typed, then ignoring case and spacing), or starts
 * with it; a member's name (or `Class.member`) is the query, or starts with it; text matches only. Case counts only in
 * a query with a capital: most readers type in lower case, so "depth" says nothing against `Depth`, and a corrected
 * typo ("deph") is not case the reader chose.
 */
export const TIER = { exactCase: 6, exact: 5, prefix: 4, member: 3, memberPrefix: 2, text: 0 } as const;

const CAPITAL = /\p{Lu}/u;

/** The prefixes a query reads: each term's stem, and the dotted symbol. */
function lookups(parsed: ParsedQuery): string[] {
  return [...parsed.terms.map(stem), ...(parsed.dotted ? [parsed.dotted] : [])];
}

/**
 * A crude English stem used as a lookup prefix, so that "placing objects" also finds "place" and "object": terms
 * found only through it count as prefix expansions, never as exact matches.
 */
export function stem(term: string): string {
  if (term.length <= 4 || term.includes('.') || /\d/.test(term)) return term;
  for (const [suffix, keep] of [['ies', 'i'], ['ing', ''], ['ied', 'i'], ['ed', ''], ['es', ''], ['s', '']] as const) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 3 && !term.endsWith('ss')) return term.slice(0, term.length - suffix.length) + keep;
  }
  return term;
}

/** Titles compare without case, spaces, dashes or underscores: "Drag Manager" = "dragmanager" = "drag-manager". */
export function normalizeTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s\-_]+/g, '')
    .replace(/\(\)$/, '')
    .replace(/\.$/, '');
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const probe = sorted[mid];
    if (probe !== undefined && probe < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
