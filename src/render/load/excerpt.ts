// A doc's description when its frontmatter gives none, as Docusaurus makes it (createExcerpt of @docusaurus/utils):
// the first line of text of its Markdown after its `# Title`, past imports, exports and code blocks, with the
// Markdown taken off (headings' marks, emphasis, links and images to their text, inline code to its code, HTML tags,
// footnotes, emoji shortcodes, admonition fences and custom heading ids). Docusaurus shows it in the meta description,
// on its category's generated index and on tag pages, as docgen then does.

export function excerpt(markdown: string): string | undefined {
  const lines = withoutTitle(markdown.trimStart()).split(/\r?\n/);
  let fence = '';
  let inImport = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    const ticks = /^`{3,}/.exec(trimmed)?.[0];
    if (ticks) {
      // A fence closes on one at least as long; inside a four-tick fence, three ticks are text.
      if (!fence) fence = ticks;
      else if (ticks.length >= fence.length) fence = '';
      continue;
    }
    if (fence) continue;
    const text = clean(line);
    if (text) return text;
  }
  return undefined;
}

/** The Markdown without its leading `# Title` (or `Title` underlined with `=`), which is the page's h1. */
function withoutTitle(markdown: string): string {
  return markdown.replace(/^#[ \t]+[^\r\n]*(\r?\n|$)/, '').replace(/^[^\r\n]*\r?\n=+[ \t]*(\r?\n|$)/, '');
}

function clean(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/^#[^#]+#?/gm, '')
    .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
    .replace(/([*_]{1,3})(.*?)\1/g, '$2')
    .replace(/~~(\S.*\S)~~/g, '$1')
    .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/\[\^.+?\](?:: .*$)?/g, '')
    .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/`(.+?)`/g, '$1')
    .replace(/^\s{0,3}>\s?/g, '')
    .replace(/:::.*/, '')
    .replace(/\s?:(?:::|[^:\n])+:/g, '')
    .replace(/\{#*[\w-]+\}/, '')
    .trim();
}
