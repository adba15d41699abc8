// How a browser reads a URL written in an `href` or a `src`, before it resolves it: the first steps of the WHATWG URL
// parser (https://url.spec.whatwg.org/#concept-basic-url-parser) strip the C0 controls and spaces at both ends and
// remove every ASCII tab and newline, wherever they are (the fragment too); then a scheme, if the URL starts with one,
// is read without regard to case. Everything in docgen that reads a URL an author or a component wrote goes through
// here: resolving Markdown, HTML and MDX links, the link check of what rendering produced, the theme's Link, and the
// checks for schemes that run code. So a link a browser follows never fails the build, one it cannot follow never
// passes, and `JaVa\tScRiPt:` is caught as the browser would run it. Resolving against a page is left to the `URL`
// class (./urls.ts, `resolveInternal`), which applies the same steps.

export interface ReadUrl {
  /** The URL as the parser goes on to read it: trimmed of C0 controls and spaces, without tabs and newlines. */
  url: string;
  /** Its scheme, lower-cased (`https`, `mailto`, `javascript`), when it starts with one. */
  scheme?: string;
}

// eslint-disable-next-line no-control-regex
const AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function readUrl(written: string): ReadUrl {
  const url = written.replace(AT_ENDS, '').replace(TAB_OR_NEWLINE, '');
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined ? { url } : { url, scheme };
}

/** Whether a written URL leaves the site: it has a scheme (`https:`, `mailto:`), or is protocol-relative (`//host`). */
export function leavesSite(written: string): boolean {
  const { url, scheme } = readUrl(written);
  return scheme !== undefined || url.startsWith('//');
}

/**
 * The scheme of a written URL when it runs code or opens a document of its own instead of a page (`javascript:`,
 * `vbscript:`, and for a link `data:`); undefined otherwise. An image's `data:` URL is a picture, not a document.
 */
export function unsafeScheme(written: string, as: 'link' | 'resource'): string | undefined {
  const { scheme } = readUrl(written);
  if (scheme === 'javascript' || scheme === 'vbscript' || (as === 'link' && scheme === 'data')) return `${scheme}:`;
  return undefined;
}
