// A page's code blocks carry Shiki's style strings on every token; the theme hands hast-util-to-jsx-runtime objects
// parsed once per distinct string (issue 22: React's share of a render). The HTML must be what the strings give, and
// the page's tree, immutable once loaded, must stay as it was.
import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { renderToString } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { withParsedStyles } from '../../src/theme/parsed-styles.ts';
import { deepFreeze } from '../../src/render/load/freeze.ts';

const token = (text: string, style: string): Element => ({ type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value: text }] });

function page(): Root {
  return {
    type: 'root',
    children: [
      { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Prose without styles.' }] },
      {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['shiki'], style: '--shiki-light:#24292f;--shiki-dark:#e6edf3;background-color:#fff' },
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: {},
            children: [token('const', '--shiki-light:#CF222E;--shiki-dark:#FF7B72'), token(' x', '--shiki-light:#24292F;font-style:italic'), token(' = 1', '--shiki-light:#CF222E;--shiki-dark:#FF7B72')],
          },
        ],
      },
    ],
  };
}

const html = (tree: Root) => renderToString(toJsxRuntime(tree, { Fragment, jsx, jsxs }));

describe('withParsedStyles', () => {
  it('renders the HTML the style strings render, custom properties and all', () => {
    const rendered = html(withParsedStyles(page()));
    expect(rendered).toBe(html(page()));
    expect(rendered).toContain('style="--shiki-light:#24292F;font-style:italic"');
  });

  it('leaves the page’s tree as it is, shares what has no style, and parses each string once', () => {
    const tree = deepFreeze(page());
    const styled = withParsedStyles(tree);
    expect(styled).not.toBe(tree);
    expect(styled.children[0]).toBe(tree.children[0]);
    const tokens = ((styled.children[1] as Element).children[0] as Element).children as Element[];
    expect(tokens[0]!.properties.style).toEqual({ '--shiki-light': '#CF222E', '--shiki-dark': '#FF7B72' });
    expect(tokens[1]!.properties.style).toEqual({ '--shiki-light': '#24292F', fontStyle: 'italic' });
    expect(tokens[2]!.properties.style).toBe(tokens[0]!.properties.style);
    const prose: Root = { type: 'root', children: [tree.children[0]!] };
    expect(withParsedStyles(prose)).toBe(prose);
  });
});
