// Lists and block quotes nested hundreds deep: no page needs them, and the markdown libraries' time grows with the
// square of the depth (400 levels take seconds, 1,000 about a minute) or overflows the stack further on. A page that
// nests deeper than MAX_NESTING fails at once with its line, before it is parsed.

export const MAX_NESTING = 100;

/**
 * The first line (1-based, in the file: `lineOffset` is the lines before the body) whose list items and block quotes
 * nest deeper than MAX_NESTING, with that depth. Each list item opens a level whether it starts its own line, deeper
 * by its indent, or follows another marker on the same line (`- - - item`); so does each `>`.
 */
export function tooDeeplyNested(markdown: string, lineOffset = 0): { line: number; depth: number } | undefined {
  for (const [i, text] of markdown.split('\n').entries()) {
    const indent = (/^[ \t]*/.exec(text)?.[0] ?? '').replace(/\t/g, '    ').length;
    const markers = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))+/.exec(text)?.[0].replace(/[^>\-*+.)]/g, '').length ?? 0;
    if (markers === 0) continue;
    // A nested item is indented by at least two columns per level above it.
    const depth = Math.floor(indent / 2) + markers;
    if (depth > MAX_NESTING) return { line: lineOffset + i + 1, depth };
  }
  return undefined;
}
