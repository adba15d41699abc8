import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import type { Diagnostic } from '../core/diagnostics.ts';
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

type FieldType = 'string' | 'number' | 'boolean' | 'string[]' | 'string|null';

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
  breadcrumbs: 'boolean',
  image: 'string',
};

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(\r?\n|$)/m;

/** Splits YAML frontmatter from markdown and checks the known fields' types, reporting problems with file lines. */
export function parseFrontmatter(source: string): FrontmatterResult {
  const match = source.startsWith('---') ? FENCE.exec(source) : null;
  if (!match || match.index !== 0) return { data: {}, body: source, bodyLineOffset: 0, problems: [], lines: {} };
  const yamlText = match[1];
  const block = match[0];
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
  let data: Frontmatter;
  try {
    data = (doc.toJS() ?? {}) as Frontmatter;
  } catch (error) {
    // The yaml library stops a document whose aliases would expand without bound ("billion laughs") with a
    // ReferenceError; a frontmatter block never needs that many.
    return {
      data: {},
      body,
      bodyLineOffset,
      lines: {},
      problems: [{ line: 2, message: `the frontmatter could not be read: ${(error as Error).message.replace(/\.$/, '')}.`, hint: 'Write the values out instead of repeating them through YAML aliases (`*name`).' }],
    };
  }
  const lines: Record<string, number> = {};
  for (const pair of (doc.contents?.items ?? []) as Pair[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const offset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    lines[key] = fileLine(offset);
    const expected = FIELD_TYPES[key];
    if (!expected || hasType(data[key], expected)) continue;
    problems.push({
      line: fileLine(offset),
      message: `frontmatter field '${key}' should be ${expected.replace('|', ' or ').replace('[]', ' list')}, found ${JSON.stringify(data[key])}.`,
    });
  }
  return { data, body, bodyLineOffset, problems, lines };
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
    default:
      return unreachable(type);
  }
}
