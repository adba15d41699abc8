import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { withoutByteOrderMark } from '../core/byte-order-mark.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { messageOf } from '../core/thrown.ts';
import { isRecord } from '../../shared/is-record.ts';
import type { Frontmatter } from '../../shared/types.ts';
import { unreachable } from '../../shared/unreachable.ts';

export interface FrontmatterResult {
  data: Frontmatter;
  /** The markdown after the frontmatter block. */
  body: string;
  /** Lines taken by the frontmatter block, so body positions can be mapped back to file lines. */
  bodyLineOffset: number;
  problems: Omit<Diagnostic, 'severity' | 'file'>[];
  /** The file line of each field, for problems found later in a field's value. */
  lines: Record<string, number>;
}

type FieldType = 'string' | 'number' | 'boolean' | 'string[]' | 'string|null' | 'heading level' | 'object' | 'tags' | 'last update';

/** The fields docgen gives a meaning to, and their types. Other fields pass through untouched. */
const FIELD_TYPES: Record<string, FieldType> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  description: 'string',
  keywords: 'string[]',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  pagination_prev: 'string|null',
  pagination_next: 'string|null',
  draft: 'boolean',
  unlisted: 'boolean',
  breadcrumbs: 'boolean',
  image: 'string',
  custom_edit_url: 'string|null',
  toc_min_heading_level: 'heading level',
  toc_max_heading_level: 'heading level',
  sidebar_class_name: 'string',
  sidebar_custom_props: 'object',
  sidebar_key: 'string',
  pagination_label: 'string',
  displayed_sidebar: 'string|null',
  parse_number_prefixes: 'boolean',
  tags: 'tags',
  last_update: 'last update',
};

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(\r?\n|$)/m;
/** A first line that opens a frontmatter block (FENCE when it is closed). */
const OPENING = /^---[ \t]*\r?\n/;

/** Splits YAML frontmatter from markdown and checks the known fields' types, reporting problems with file lines. */
export function parseFrontmatter(file: string): FrontmatterResult {
  // A byte order mark before the `---` that opens the frontmatter hid the whole block, a `draft: true` included.
  const source = withoutByteOrderMark(file);
  const match = source.startsWith('---') ? FENCE.exec(source) : null;
  if (!match || match.index !== 0) {
    // Opened and never closed (the closing line forgotten, or YAML's `...`): read as a rule and text, the block lost
    // every field, and a `draft: true` page was published. Docusaurus reads the whole file as frontmatter and fails.
    const unclosed = OPENING.test(source) ? [{ line: 1, message: 'the frontmatter opened on line 1 is never closed: no `---` line ends it.', hint: 'End the frontmatter with a line of three dashes; a page that begins with a horizontal rule writes it as `***`.' }] : [];
    return { data: {}, body: source, bodyLineOffset: 0, problems: unclosed, lines: {} };
  }
  const [block, yamlText = ''] = match;
  const bodyLineOffset = block.split('\n').length - 1;
  const body = source.slice(block.length);
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  // +1: the opening `---` is line 1 of the file, so YAML line 1 is file line 2.
  const fileLine = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line + 1);
  if (doc.errors.length) {
    return {
      data: {},
      body,
      bodyLineOffset,
      lines: {},
      problems: doc.errors.map((e) => ({
        line: fileLine(e.pos[0]),
        message: `malformed frontmatter: ${e.message.split('\n')[0]}`,
        hint: 'Frontmatter is YAML between two `---` lines; quote values that contain `:` or start with special characters.',
      })),
    };
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    return { data: {}, body, bodyLineOffset, lines: {}, problems: [{ line: 2, message: 'frontmatter must be a YAML mapping of `field: value` lines.' }] };
  }
  const problems: FrontmatterResult['problems'] = [];
  let parsed: unknown;
  try {
    parsed = doc.toJS() ?? {};
  } catch (error) {
    // The yaml library stops a document whose aliases would expand without bound ("billion laughs") with a
    // ReferenceError; a frontmatter block never needs that many.
    return {
      data: {},
      body,
      bodyLineOffset,
      lines: {},
      problems: [{ line: 2, message: `the frontmatter could not be read: ${messageOf(error).replace(/\.$/, '')}.`, hint: 'Write the values out instead of repeating them through YAML aliases (`*name`).' }],
    };
  }
  const fields = isRecord(parsed) ? parsed : {};
  const lines: Record<string, number> = {};
  const wrong = new Set<string>();
  for (const pair of isMap(doc.contents) ? doc.contents.items : []) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const offset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    lines[key] = fileLine(offset);
    const expected = FIELD_TYPES[key];
    if (!expected || hasType(fields[key], expected)) continue;
    wrong.add(key);
    problems.push({
      line: fileLine(offset),
      message: `frontmatter field '${key}' should be ${describe(expected)}, found ${JSON.stringify(fields[key])}.`,
    });
  }
  // A field of the wrong type is reported above and left out here: the loader reads `data` as typed, and went on to
  // use `slug: 2024` as a string (a TypeError and a stack trace instead of the problem's file and line).
  const data = Object.fromEntries(Object.entries(fields).filter(([key]) => !wrong.has(key))) as Frontmatter;
  if (data.draft === true && data.unlisted === true) {
    problems.push({ line: lines.unlisted ?? lines.draft, message: "a page cannot be both 'draft' and 'unlisted'.", hint: 'A draft is left out of production builds; an unlisted page is built but listed nowhere. Keep one of them.' });
  }
  const { toc_min_heading_level: min, toc_max_heading_level: max } = data;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    problems.push({
      line: lines.toc_min_heading_level,
      message: `frontmatter field 'toc_min_heading_level' (${min}) is above 'toc_max_heading_level' (${max}).`,
      hint: 'The table of contents lists the headings from the min level down to the max level: give a min no larger than the max.',
    });
  }
  return { data, body, bodyLineOffset, problems, lines };
}

/**
 * The heading levels of a page's table of contents when its frontmatter sets either (the other one is the site's),
 * as Docusaurus reads `toc_min_heading_level` and `toc_max_heading_level`; undefined when it sets neither.
 */
export function pageTocLevels(data: Frontmatter, site: { minHeadingLevel: number; maxHeadingLevel: number }): { minLevel: number; maxLevel: number } | undefined {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = data;
  if (min === undefined && max === undefined) return undefined;
  return { minLevel: min ?? site.minHeadingLevel, maxLevel: max ?? site.maxHeadingLevel };
}

function describe(type: FieldType): string {
  switch (type) {
    case 'heading level':
      return 'a heading level from 2 to 6';
    case 'object':
      return 'a mapping of `key: value` lines';
    case 'tags':
      return 'a list of tags, each a name or `{label, permalink}`';
    case 'last update':
      return 'a mapping with `date` (YYYY-MM-DD) and/or `author`';
    default:
      return type.replace('|', ' or ').replace('[]', ' list');
  }
}

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'heading level':
      return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6;
    case 'object':
      return isRecord(value);
    case 'tags':
      return Array.isArray(value) && value.every((tag) => typeof tag === 'string' || (isRecord(tag) && typeof tag.label === 'string' && typeof tag.permalink === 'string'));
    case 'last update':
      // YAML reads an unquoted `2024-01-31` as a date; Docusaurus takes a date or any string a Date can read.
      return isRecord(value) && (value.date !== undefined || value.author !== undefined) && (value.author === undefined || typeof value.author === 'string') && (value.date === undefined || readableDate(value.date) !== undefined);
    default:
      return unreachable(type);
  }
}

/**
 * A `last_update.date` as `YYYY-MM-DD`, as Docusaurus reads it (a YAML date, or a string `Date` parses), or undefined
 * when it is no date.
 */
export function readableDate(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  // A YAML date is midnight UTC; a string such as `1/1/2000` is midnight where the build runs: take each as written.
  return value instanceof Date || /^\d{4}-\d{2}-\d{2}/.test(String(value))
    ? date.toISOString().slice(0, 10)
    : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
