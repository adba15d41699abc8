// A page that hides its title and writes its own top heading (Docusaurus's `hide_title` with `<Heading as="h1">`,
// issue #23) has exactly one h1: its own.
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { hasOwnH1 } from '../../src/theme/own-h1.ts';

const root = (children: Root['children']): Root => ({ type: 'root', children });

describe('hasOwnH1', () => {
  it('finds an h1 element or a component asked for one, at any depth', () => {
    expect(hasOwnH1(root([{ type: 'element', tagName: 'div', properties: {}, children: [{ type: 'element', tagName: 'h1', properties: {}, children: [] }] }]))).toBe(true);
    const heading = { type: 'mdxJsxFlowElement', name: 'Heading', attributes: [{ type: 'mdxJsxAttribute', name: 'as', value: 'h1' }], children: [] };
    expect(hasOwnH1(root([heading as never]))).toBe(true);
    // Alone on its line after text, MDX reads it as inline: inside a paragraph.
    expect(hasOwnH1(root([{ type: 'element', tagName: 'p', properties: {}, children: [{ ...heading, type: 'mdxJsxTextElement' } as never] }]))).toBe(true);
  });

  it('finds none in h2s, another component, or code', () => {
    const h2 = { type: 'mdxJsxFlowElement', name: 'Heading', attributes: [{ type: 'mdxJsxAttribute', name: 'as', value: 'h2' }], children: [] };
    const code = { type: 'element', tagName: 'figure', properties: { className: ['code-block'] }, children: [{ type: 'element', tagName: 'h1', properties: {}, children: [] }] };
    expect(hasOwnH1(root([h2 as never, code as never, { type: 'element', tagName: 'h2', properties: {}, children: [] }]))).toBe(false);
  });
});
