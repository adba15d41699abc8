// The one reader of the URLs authors and components write (issue 45; issue 42, item 7): it reads them as the WHATWG
// URL parser does, which Node's URL class implements, so docgen and a browser agree on every href and src.
import { describe, expect, it } from 'vitest';
import { leavesSite, readUrl, unsafeScheme } from '../../src/shared/url-reader.ts';
import { isExternal, resolveInternal } from '../../src/shared/urls.ts';

const written = [
  ' /docs/manual/Core ',
  '\u0001/docs/manual/Core',
  '/docs/manual/Co\tre',
  '/docs/manual/Co\nre',
  '/docs/manual/Core#one-instance-\tmany-shortcuts',
  '/docs/manual/Core#one-instance-many-shortcuts\n',
  ' /docs/manual/Core#one-instance-many-shortcuts ',
  '\t\n ../guide/First?x=1#top \r\n',
  ' https://github.com/google/xrblocks/',
  'HtTpS://Example.COM/x',
  '//evil.example/x',
  ' JaVa\tScRiPt:alert(1)',
];

describe('readUrl', () => {
  it('cleans a URL as the WHATWG parser does before reading it: what it gives resolves as the written URL does', () => {
    const base = 'http://site.test/docs/manual/Other';
    for (const url of written) expect(new URL(readUrl(url).url, base).href, JSON.stringify(url)).toBe(new URL(url, base).href);
  });

  it('strips C0 controls and spaces at both ends and removes tabs and newlines anywhere, the fragment included', () => {
    expect(readUrl(' /docs/manual/Core ')).toEqual({ url: '/docs/manual/Core' });
    expect(readUrl('\u0000\u001f/a#b\tc\n')).toEqual({ url: '/a#bc' });
    // Other whitespace is no C0 control: kept, as the parser keeps it (and escapes it).
    expect(readUrl('\u00a0/a').url).toBe('\u00a0/a');
  });

  it('reads a scheme without regard to case, after the cleaning, and knows what leaves the site', () => {
    expect(readUrl(' HtTpS://Example.COM/x')).toEqual({ url: 'HtTpS://Example.COM/x', scheme: 'https' });
    expect(readUrl('ja\nva\tscript:x').scheme).toBe('javascript');
    expect(readUrl('/docs/a:b').scheme).toBeUndefined();
    for (const url of [' https://github.com/x/', '\tmailto:a@b.c', ' //cdn.example/x.js']) expect(leavesSite(url) && isExternal(url), url).toBe(true);
    for (const url of [' /docs/x ', 'guide/First', '#top', '']) expect(leavesSite(url) || isExternal(url), url).toBe(false);
  });

  it('finds the schemes that run code or open a document, as a browser would read them, and lets an image be data:', () => {
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', '\u0001javascript:x', 'java\tscript:x', 'VBScript:x']) expect(unsafeScheme(url, 'resource'), url).toMatch(/^(javascript|vbscript):$/);
    expect(unsafeScheme('data:text/html,<script>', 'link')).toBe('data:');
    expect(unsafeScheme('data:image/png;base64,AAAA', 'resource')).toBeUndefined();
    expect(unsafeScheme('https://x.org/javascript:y', 'link')).toBeUndefined();
  });
});

describe('resolveInternal, through the reader (issue 45, N40)', () => {
  it('reads whitespace in a fragment as a browser does', () => {
    for (const href of ['/docs/manual/Core#one-instance-\tmany-shortcuts', '/docs/manual/Core#one-instance-many-shortcuts\n', ' /docs/manual/Core#one-instance-many-shortcuts ']) {
      expect(resolveInternal('/docs/', '/docs/manual/Other', href), JSON.stringify(href)).toEqual({ route: '/docs/manual/Core', hash: 'one-instance-many-shortcuts' });
    }
    expect(resolveInternal('/docs/', '/docs/manual/Core', ' #top ')).toEqual({ route: '/docs/manual/Core', hash: 'top' });
  });
});
