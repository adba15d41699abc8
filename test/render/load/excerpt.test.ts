// A doc's description when its frontmatter has none (src/render/load/excerpt.ts), as Docusaurus makes it: the first
// line of its text after its title, past imports and code, Markdown taken off.
import { describe, expect, it } from 'vitest';
import { excerpt } from '../../../src/render/load/excerpt.ts';

describe('excerpt', () => {
  it('is the first line of text after the title, past statements and code blocks', () => {
    expect(excerpt("# Title\n\nimport A from './A';\nimport B from './B';\n\n```js\ncode();\n```\n\nThe **first** line, with [a link](./a.md).\nMore.\n")).toBe('The first line, with a link.');
  });

  it('takes Markdown and HTML off as Docusaurus does', () => {
    expect(excerpt('# Doc\n\nOne <strong>Two</strong> _Three_ `<Four>` `:Five:` <em>Six</em> ![Seven](data:image/png;base64,AAAA)\n')).toBe('One Two Three `` Six Seven');
    expect(excerpt('## A heading first {#custom}\n\nText.\n')).toBe('A heading first');
    expect(excerpt(':::note\nInside.\n:::\n')).toBe('Inside.');
  });

  it('is nothing for a page of nothing but its title', () => {
    expect(excerpt('# Only a title\n')).toBeUndefined();
  });
});
