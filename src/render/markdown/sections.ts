// Parsing a page again after an edit, without parsing what the edit left alone. Markdown's parse is most of what an
// edit costs in watch mode (about 75 ms for a 23 KB manual page, against a few ms for the rest of its markdown work),
// and an author edits one section at a time. So a page is cut before each top-level heading into sections, each parsed
// on its own; the next parse of the same file reuses the tree of every section whose text is unchanged, its positions
// moved to where the section now starts.
//
// A section parses alone exactly as it parses in the whole page only when nothing crosses the cut. The cuts are made
// where that holds for CommonMark, GFM and directives (remark-directive), the syntaxes that say so
// (ParseRegistration.sections):
//   - a cut is before a line that starts an ATX heading (`#`…`######` at the line's start) and follows a blank line:
//     no paragraph, list, block quote or table runs on across it;
//   - never inside a fenced code block, nor inside a container directive (`:::name` to a bare fence of at least as
//     many colons, the closing rule of micromark-extension-directive, whatever lies between);
// and a page that could hold anything that reaches across sections is parsed whole:
//   - a link reference or footnote definition (`[label]:`): references anywhere resolve against it;
//   - an HTML block (a line starting with `<`), which can run across blank lines;
//   - a tab before a fence, where a fence's indentation is harder to tell;
//   - a carriage return alone, which micromark counts as a line ending where the cuts count only `\n`.
// test/render/markdown/sections.test.ts parses every page of the site both ways and compares the trees.
import type { Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import { contentHash } from '../core/hash.ts';

export interface Section {
  text: string;
  /** The section's first line in the page (1-based), and its first character's offset. */
  line: number;
  offset: number;
}

const HEADING = /^#{1,6}(?:[ \t]|$)/;
const FENCE_OPEN = /^ {0,3}(?:(`{3,})[^`]*|(~{3,}).*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const CONTAINER_OPEN = /^ {0,3}(:{3,})[A-Za-z]/;
const CONTAINER_CLOSE = /^ {0,3}(:{3,})[ \t]*$/;
const DEFINITION = /\]:/;
const HTML_BLOCK = /^ {0,3}</;
const TAB_BEFORE_FENCE = /^ *\t[ \t]*(?:`{3}|~{3}|:{3})/;
const LONE_CR = /\r(?!\n)/;

/** The page's sections, or undefined when it must be parsed whole (see above). Their texts join to the page's. */
export function splitSections(text: string): Section[] | undefined {
  if (LONE_CR.test(text)) return undefined;
  const cuts: number[] = [0];
  let fence: { char: string; size: number } | undefined;
  let container = 0;
  let previousBlank = true;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (fence) {
      const closing = FENCE_CLOSE.exec(line)?.[1];
      if (closing && closing.charAt(0) === fence.char && closing.length >= fence.size) fence = undefined;
      previousBlank = false;
      continue;
    }
    if (TAB_BEFORE_FENCE.test(line) || DEFINITION.test(line) || HTML_BLOCK.test(line)) return undefined;
    if (container) {
      const closing = CONTAINER_CLOSE.exec(line)?.[1];
      if (closing && closing.length >= container) container = 0;
      previousBlank = false;
      continue;
    }
    if (previousBlank && start > 0 && HEADING.test(line)) cuts.push(start);
    const open = FENCE_OPEN.exec(line);
    const opener = open?.[1] ?? open?.[2];
    if (opener) fence = { char: opener.charAt(0), size: opener.length };
    else container = CONTAINER_OPEN.exec(line)?.[1]?.length ?? 0;
    previousBlank = line.trim() === '';
  }
  if (cuts.length < 2) return undefined;
  let line = 1;
  return cuts.map((cut, i) => {
    const sectionText = text.slice(cut, cuts[i + 1] ?? text.length);
    const section = { text: sectionText, line, offset: cut };
    line += countLines(sectionText) - 1;
    return section;
  });
}

export interface SectionParser {
  /** The page's tree: as `parse(text)` gives it, with the sections an earlier call saw taken from that call. */
  parse(file: string, text: string): Root;
}

/**
 * Where a file's last sections' trees are kept beyond the process (a build's next process reuses them: markdown's
 * parse of a 23 KB page takes ~120 ms in a fresh process), by the hash of each section's text.
 */
export interface SectionStore {
  read(file: string): Map<string, Root> | undefined;
  write(file: string, trees: Map<string, Root>): void;
}

/**
 * Parses pages in sections with `parse`, keeping each file's last sections' trees (one version per file: what an
 * author's next edit of it reuses), in memory and in `store`.
 */
export function createSectionParser(parse: (text: string) => Root, store?: SectionStore): SectionParser {
  const lastSections = new Map<string, Map<string, Root>>();
  return {
    parse(file, text) {
      const sections = splitSections(text);
      if (!sections) {
        lastSections.delete(file);
        return parse(text);
      }
      const before = lastSections.get(file) ?? store?.read(file);
      const trees = new Map<string, Root>();
      const root: Root = { type: 'root', children: [] };
      for (const section of sections) {
        const key = contentHash(section.text);
        const tree = before?.get(key) ?? trees.get(key) ?? parse(section.text);
        trees.set(key, tree);
        const part = moved(structuredClone(tree), section);
        root.children.push(...part.children);
        // The page's tree spans from where its first section's starts to where its last section's ends.
        const { position } = part;
        if (!position) throw new Error(`${file}: the parser gave a section's tree no position`);
        root.position = { start: root.position?.start ?? position.start, end: position.end };
      }
      lastSections.set(file, trees);
      store?.write(file, trees);
      return root;
    },
  };
}

/** A tree parsed from a section's text alone, its positions made the page's. */
function moved(tree: Root, section: Section): Root {
  const shift = (point: Point): Point => ({ line: point.line + section.line - 1, column: point.column, offset: point.offset === undefined ? undefined : point.offset + section.offset });
  const walk = (node: Root | RootContent): void => {
    if (node.position) node.position = { start: shift(node.position.start), end: shift(node.position.end) };
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return tree;
}

function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}
