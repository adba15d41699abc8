// The docs' tags file (`tags.yml` in the docs folder, or the file the config names): the tags docs may use by key,
// each with its label, description and permalink, as Docusaurus reads it (getTagsFile of @docusaurus/utils-validation):
// a key alone (`release:`) is labelled by the key capitalised and found at the key in kebab case. A field it does not
// know, a value of the wrong type or two tags at one permalink fail the build with the file and line.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
// Each function's own module, not lodash-es's index, which loads all of it (see ../graph/tags.ts).
import capitalize from 'lodash-es/capitalize.js';
import kebabCase from 'lodash-es/kebabCase.js';
import { isMap, isPair, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '../core/diagnostics.ts';

/** A tag the file defines. `permalink` is its path under the tag pages' base (`/release`). */
export interface TagDefinition {
  label: string;
  description?: string;
  permalink: string;
}

export interface TagsFile {
  /** Project-relative path, for messages. */
  file: string;
  tags: Map<string, TagDefinition>;
}

const FIELDS = ['label', 'description', 'permalink'];

/**
 * The tags file of the docs folder: `option` names it (`false`: none); undefined reads `tags.yml` when there is one.
 * A file the config names that does not exist is an error.
 */
export async function loadTagsFile(root: string, contentDir: string, option: string | false | undefined): Promise<{ tagsFile?: TagsFile; diagnostics: Diagnostic[] }> {
  if (option === false) return { diagnostics: [] };
  const file = path.posix.join(contentDir, option ?? 'tags.yml');
  const text = await readFile(path.join(root, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
    throw error;
  });
  if (text === undefined) {
    if (option === undefined) return { diagnostics: [] };
    return { diagnostics: [{ severity: 'error', file, message: 'the tags file the docs options name does not exist.', hint: `Create it, name another file (relative to ${contentDir}), or set the option to false.` }] };
  }
  return readTagsFile(text, file);
}

/** A tags file's tags, or what is wrong with it. */
export function readTagsFile(text: string, file: string): { tagsFile?: TagsFile; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const problem = (line: number, message: string, hint?: string): Diagnostic => ({ severity: 'error', file, line, message, ...(hint && { hint }) });
  if (doc.errors.length) return { diagnostics: doc.errors.map((e) => problem(lineCounter.linePos(e.pos[0]).line, `${path.posix.basename(file)} is not valid YAML: ${e.message.split('\n')[0]}`)) };
  const tags = new Map<string, TagDefinition>();
  if (doc.contents === null) return { tagsFile: { file, tags }, diagnostics: [] };
  if (!isMap(doc.contents)) return { diagnostics: [problem(1, 'a tags file is a mapping of tag keys, each with its label, description and permalink.')] };
  const diagnostics: Diagnostic[] = [];
  const byPermalink = new Map<string, string>();
  for (const pair of doc.contents.items) {
    if (!isPair(pair) || !isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const line = pair.key.range ? lineCounter.linePos(pair.key.range[0]).line : 1;
    const fields: Record<string, string> = {};
    const value = pair.value;
    if (value !== null && !(isScalar(value) && value.value === null)) {
      if (!isMap(value)) {
        diagnostics.push(problem(line, `tag '${key}' should be a mapping with \`label\`, \`description\` and \`permalink\`, or nothing.`));
        continue;
      }
      for (const field of value.items) {
        if (!isPair(field) || !isScalar(field.key)) continue;
        const name = String(field.key.value);
        const fieldLine = field.key.range ? lineCounter.linePos(field.key.range[0]).line : line;
        if (!FIELDS.includes(name)) diagnostics.push(problem(fieldLine, `tag '${key}' has an unknown field '${name}'.`, `A tag's fields are ${FIELDS.map((f) => `\`${f}\``).join(', ')}.`));
        else if (!isScalar(field.value) || typeof field.value.value !== 'string') diagnostics.push(problem(fieldLine, `tag '${key}': field '${name}' should be a string.`));
        else fields[name] = field.value.value;
      }
    }
    // Docusaurus's defaults: lodash's capitalize (the first letter up, the rest down) and kebabCase.
    const tag: TagDefinition = { label: fields.label || capitalize(key), permalink: fields.permalink || `/${kebabCase(key)}`, ...(fields.description && { description: fields.description }) };
    const other = byPermalink.get(tag.permalink);
    if (other !== undefined) diagnostics.push(problem(line, `tags '${other}' and '${key}' have the same permalink, ${tag.permalink}.`, 'Give one of them a `permalink` of its own.'));
    byPermalink.set(tag.permalink, key);
    tags.set(key, tag);
  }
  return diagnostics.length ? { diagnostics } : { tagsFile: { file, tags }, diagnostics };
}
