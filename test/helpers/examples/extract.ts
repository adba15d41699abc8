import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

/** A piece of TypeScript/JavaScript from the docs that must compile as a complete module. */
export interface CodeExample {
  /** Markdown file the code came from. */
  file: string;
  /** 1-based markdown line of the code's first line. */
  line: number;
  lang: 'ts' | 'js';
  code: string;
  /** Declarations compiled before `code` that the reader never sees (what an inline snippet assumes exists). */
  prelude?: string;
}

/** An inline code span that states one assignment, such as `options.depth.enabled = true`. */
export interface InlineAssignment {
  file: string;
  /** 1-based markdown line where the span starts. */
  line: number;
  /** The assignment, without a trailing semicolon. */
  code: string;
  /** The name the assigned path starts from (`options` for `options.depth.enabled = true`). */
  root: string;
}

const LANGS: Record<string, 'ts' | 'js'> = {
  ts: 'ts',
  typescript: 'ts',
  js: 'js',
  javascript: 'js',
};

/** Words in a fence's meta that take the block out of type-checking. */
const FRAGMENT = /(^|\s)fragment(\s|$)/;

/** A member path (`a.b`, `a.b[0].c`) followed by a plain `=` (not `==`, `===` or `=>`). */
const ASSIGNMENT = /^([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*|\[[^\]]+\])+\s*=(?![=>])\s*\S/;

const markdownParser = unified().use(remarkParse).use(remarkGfm);

function parse(markdown: string): Root {
  return markdownParser.parse(markdown);
}

/**
 * The complete (non-`fragment`) TS/JS examples of one markdown document, and its inline code spans that assign to a
 * member path, from one parse. Prose states settings that way ("set
 * `options.depth.depthMesh.updateFullResolutionGeometry = true`"), and readers copy them as they are, so they are
 * worth compiling too.
 */
export function extractCode(file: string, markdown: string): { examples: CodeExample[]; assignments: InlineAssignment[] } {
  const examples: CodeExample[] = [];
  const assignments: InlineAssignment[] = [];
  visit(parse(markdown), (node) => {
    if (node.type === 'code') {
      const lang = LANGS[node.lang ?? ''];
      if (!lang || FRAGMENT.test(node.meta ?? '')) return;
      // The code starts on the line after the opening fence.
      examples.push({ file, line: (node.position?.start.line ?? 0) + 1, lang, code: node.value });
    } else if (node.type === 'inlineCode') {
      const code = node.value.trim().replace(/;$/, '');
      const [, root] = ASSIGNMENT.exec(code) ?? [];
      if (root !== undefined) assignments.push({ file, line: node.position?.start.line ?? 1, code, root });
    }
  });
  return { examples, assignments };
}

/** The complete TS/JS examples of one markdown document (see `extractCode`). */
export function extractExamples(file: string, markdown: string): CodeExample[] {
  return extractCode(file, markdown).examples;
}

/** The inline code spans of one markdown document that assign to a member path (see `extractCode`). */
export function extractInlineAssignments(file: string, markdown: string): InlineAssignment[] {
  return extractCode(file, markdown).assignments;
}
