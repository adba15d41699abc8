// The parity script's reading of Docusaurus's sidebar (scripts/docusaurus-parity/docusaurus.ts `sidebarFor`) draws it as
// theme-classic does: a category with a listed page of its own stays shown when every item inside is unlisted, as a
// plain link to that page (DocSidebarItemCategoryEmpty), on its own page and on every other; the script once dropped
// it, and reported docgen's correct link as a difference.
import { describe, expect, it } from 'vitest';
import { sidebarFor, type DocusaurusFacts } from '../../scripts/docusaurus-parity/docusaurus.ts';

const page = (sidebarId: string | null) => ({ sidebarId }) as DocusaurusFacts['pages'][string];
const facts = {
  pages: { '/shelf/': page('main'), '/notes/': page('main'), '/shelf/old/': page('main') },
  sidebars: {
    main: [
      { label: 'Notes', href: '/notes/' },
      { label: 'Shelf', href: '/shelf/', items: [{ label: 'Old', href: '/shelf/old/', unlisted: true as const }] },
      { label: 'Hidden', href: '/hidden/', linkUnlisted: true as const, items: [{ label: 'Gone', href: '/hidden/gone/', unlisted: true as const }] },
      { label: 'Empty', items: [{ label: 'Gone', href: '/empty/gone/', unlisted: true as const }] },
    ],
  },
} as unknown as DocusaurusFacts;

describe("the parity script's Docusaurus sidebar", () => {
  it('shows a category whose items are all unlisted as a link to its listed page, on every page', () => {
    const expected = [
      { label: 'Notes', href: '/notes/' },
      { label: 'Shelf', href: '/shelf/' },
    ];
    expect(sidebarFor(facts, '/notes/')).toEqual(expected);
    expect(sidebarFor(facts, '/shelf/')).toEqual(expected);
  });

  it('shows an unlisted item on its own page, inside its category', () => {
    expect(sidebarFor(facts, '/shelf/old/')).toEqual([
      { label: 'Notes', href: '/notes/' },
      { label: 'Shelf', href: '/shelf/', items: [{ label: 'Old', href: '/shelf/old/' }] },
    ]);
  });
});
