// Unlisted docs in the docs sidebar: their entry shows on their own page only, and a category holding nothing else
// shows only there too. The server's one rendering of an entry off the current path hides them as well.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../src/shared/types.ts';
import { DocSidebar, SidebarEntryBody, SidebarEntryMarkupContext } from '../../src/theme/DocSidebar.tsx';

const doc = (id: string, unlisted?: true): SidebarItem => ({ type: 'doc', id, label: id, href: `/docs/${id}`, ...(unlisted && { unlisted }) });
const items: SidebarItem[] = [
  doc('open'),
  doc('hidden', true),
  { type: 'category', label: 'Mixed', collapsed: false, collapsible: true, items: [doc('shown'), doc('secret', true)] },
  { type: 'category', label: 'Only unlisted', collapsed: false, collapsible: true, items: [doc('alone', true)] },
];

describe('unlisted docs in the sidebar', () => {
  it('are left out on the other pages, with the categories that hold nothing else', () => {
    const html = renderToStaticMarkup(<DocSidebar items={items} route="/docs/open" />);
    expect(html).toContain('href="/docs/open"');
    expect(html).toContain('href="/docs/shown"');
    for (const gone of ['/docs/hidden', '/docs/secret', '/docs/alone']) expect(html).not.toContain(`href="${gone}"`);
    expect(html).toContain('Mixed');
    expect(html).not.toContain('Only unlisted');
  });

  it('show on their own page, inside their category', () => {
    const html = renderToStaticMarkup(<DocSidebar items={items} route="/docs/alone" />);
    expect(html).toContain('Only unlisted');
    expect(html).toMatch(/<a class="menu-link active" href="\/docs\/alone" aria-current="page">/);
    expect(html).not.toContain('href="/docs/secret"');
  });

  it('are left out of the markup rendered once for entries off the current path', () => {
    const once = (item: SidebarItem, level: number) => renderToStaticMarkup(<SidebarEntryBody item={item} route="" level={level} />);
    const html = renderToStaticMarkup(
      <SidebarEntryMarkupContext.Provider value={once}>
        <DocSidebar items={items} route="/docs/open" />
      </SidebarEntryMarkupContext.Provider>,
    );
    expect(html).toContain('href="/docs/shown"');
    expect(html).not.toContain('href="/docs/secret"');
    expect(html).not.toContain('Only unlisted');
  });
});
