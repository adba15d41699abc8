import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';

/** A fenced TypeScript/JavaScript block that must compile as a complete module. */
export interface CodeExample {
  /** Markdown file the block came from. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: 'ts' | 'js';
  code: string;
}

const LANGS: Record<string, 'ts' | 'js'> = {
  ts: 'ts',
  typescript: 'ts',
  js: 'js',
  javascript: 'js',
};

/** Words in a fence's meta that take the block out of type-checking. */
const FRAGMENT = /(^|\s)fragment(\s|$)/;

/** Finds the complete (non-`fragment`) TS/JS examples in one markdown document. */
export function extractExamples(file: string, markdown: string): CodeExample[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const examples: CodeExample[] = [];
  visit(tree, 'code', (node: Code) => {
    const lang = LANGS[node.lang ?? ''];
    if (!lang || FRAGMENT.test(node.meta ?? '')) return;
    examples.push({ file, line: node.position?.start.line ?? 1, lang, code: node.value });
  });
  return examples;
}
