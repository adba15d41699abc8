// Excerpts and highlighting for results: the part of a section's text around the first match, as escaped HTML with
// each match in <mark>. A match starts at a word start or at a camel-case hump (`depth` marks "Depth" in
// "enableDepth", not "depth" in "indepth"), and runs to the end of the word when the query term was a stem.
import { stem } from './engine.ts';
import { escapeRegExp } from '../../shared/escape-regexp.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

interface Match {
  start: number;
  end: number;
}

const WORD_CHAR = /[\p{L}\p{N}_$]/u;
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u;
const UPPER = /\p{Lu}/u;

function matches(text: string, terms: string[]): Match[] {
  const patterns = [...new Set(terms.flatMap((t) => [t, stem(t)]))].filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  if (patterns.length === 0) return [];
  const re = new RegExp(patterns.map(escapeRegExp).join('|'), 'giu');
  const found: Match[] = [];
  for (const m of text.matchAll(re)) {
    const start = m.index;
    const before = text[start - 1] ?? ' ';
    const boundary = !WORD_CHAR.test(before) || (UPPER.test(text.charAt(start)) && LOWER_OR_DIGIT.test(before));
    if (!boundary) continue;
    let end = start + m[0].length;
    // A stem (`plac` of "placing") marks the whole word it starts ("placement").
    if (!terms.includes(m[0].toLowerCase())) while (end < text.length && WORD_CHAR.test(text.charAt(end)) && !UPPER.test(text.charAt(end))) end++;
    found.push({ start, end });
  }
  return found;
}

/** The whole text with matches marked. */
export function highlight(text: string, terms: string[]): string {
  return mark(text, matches(text, terms), 0, text.length);
}

/** About `length` characters around the first match (or the start), with matches marked and cuts shown as '…'. */
export function excerpt(text: string, terms: string[], length = 170): string {
  const found = matches(text, terms);
  const [first] = found;
  let start = 0;
  if (first && first.start > length / 3) {
    start = first.start - Math.floor(length / 4);
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < first.start) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  return (start > 0 ? '… ' : '') + mark(text, found, start, end) + (end < text.length ? ' …' : '');
}

function mark(text: string, found: Match[], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const { start, end } of found) {
    if (end <= at || start >= to) continue;
    const s = Math.max(start, at);
    const e = Math.min(end, to);
    out += escapeHtml(text.slice(at, s)) + '<mark>' + escapeHtml(text.slice(s, e)) + '</mark>';
    at = e;
  }
  return out + escapeHtml(text.slice(at, to));
}
