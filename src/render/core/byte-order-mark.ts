// Some editors (Notepad, some Windows tools) start a UTF-8 file with a byte order mark, U+FEFF, which no one sees.
// Left in, it hid a page's whole frontmatter (a `draft: true` page was published) and made a `_category_.json` fail
// to parse at a character no one could find. Every reader of a site's text files takes it off first.

/** `text` without a leading byte order mark. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
