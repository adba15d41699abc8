// Two spellings of Markdown that MDX's grammar reads differently, rewritten before parsing the way Docusaurus's
// `mdx1Compat` does, so that pages written for it build unchanged: a heading's `{#custom-id}` (an expression to MDX,
// and not valid JavaScript) and an HTML comment (`<!-- -->`, which MDX refuses). Lines keep their numbers.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{(#[A-Za-z0-9_][\w.:-]*)\}(\s*)$/;

export function mdxCompat(source: string): string {
  let fence: string | undefined;
  let inComment = false;
  return source
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return line;
      }
      if (marker && !inComment) {
        fence = marker;
        return line;
      }
      let out = line.replace(HEADING_ID, (_, head: string, id: string, tail: string) => `${head}\\{${id}}${tail}`);
      ({ out, inComment } = comments(out, inComment));
      return out;
    })
    .join('\n');
}

/** `<!--` → `{/*` and `-->` → `*\/}` outside inline code; `inComment` carries a comment over lines. */
function comments(line: string, inComment: boolean): { out: string; inComment: boolean } {
  let out = '';
  let ticks = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '`') ticks++;
    if (ticks % 2 === 0 && !inComment && line.startsWith('<!--', i)) {
      out += '{/*';
      i += 3;
      inComment = true;
    } else if (inComment && line.startsWith('-->', i)) {
      out += '*/}';
      i += 2;
      inComment = false;
    } else if (inComment && line.startsWith('*/', i)) {
      // A `*/` inside the comment would end the JavaScript comment early.
      out += '* /';
      i += 1;
    } else out += line[i];
  }
  return { out, inComment };
}
