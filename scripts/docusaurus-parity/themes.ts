// How each build's theme marks what the browser checks read. The page's own content is the same in both builds;
// the chrome around it (breadcrumbs, tables of contents, pagination, edit row) and the markup of theme components
// (admonitions, code blocks, tabs, cards) are each theme's own, so each is named here once per theme. Everything is
// looked for inside <main> only, and never inside the theme's chrome.

/** The kinds of element whose visibility and size are compared; matched between the builds by kind and order. */
export const ELEMENT_KINDS = ['iframe', 'img', 'video', 'table', 'pre', 'math', 'diagram', 'details', 'tabs', 'button', 'admonition', 'alert', 'card'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

export interface ThemeMarks {
  name: 'Docusaurus' | 'docgen';
  /** Present once the page has hydrated. */
  hydrated: string;
  /** Matches <html> in dark mode. */
  dark: string;
  /**
   * The theme's own parts of <main>: left out of every check of the page's content. A code block's buttons and its
   * language label are the theme's too: what is compared of a code block is its title and its code.
   */
  chrome: string[];
  /** Elements of each kind. */
  kinds: Record<ElementKind, string>;
  /** Buttons that belong to another element's workings (a code block's copy button, a tab), not to the page. */
  innerButtons: string;
  /** The sidebar link of the current page, and the active navbar item. */
  activeSidebar: string;
  activeNavbar: string;
}

/** Elements read the same way in both builds. */
const COMMON = {
  iframe: 'iframe',
  img: 'img',
  video: 'video',
  table: 'table',
  pre: 'pre',
  // KaTeX's MathML (the fixture renders formulas as MathML) and Mermaid's drawing, which marks its <svg>.
  math: 'math[display="block"]',
  diagram: 'svg[aria-roledescription]',
  details: 'details',
  button: 'button, .button',
} as const;

export const DOCUSAURUS: ThemeMarks = {
  name: 'Docusaurus',
  hydrated: 'html[data-has-hydrated="true"]',
  dark: 'html[data-theme="dark"]',
  chrome: ['.theme-doc-breadcrumbs', '.theme-doc-toc-mobile', '.theme-doc-toc-desktop', '.theme-doc-footer-edit-meta-row', '.pagination-nav', '.hash-link', '.theme-code-block button'],
  kinds: {
    ...COMMON,
    tabs: '.tabs-container',
    admonition: '.theme-admonition',
    // Infima's alerts written by the page; Docusaurus's admonitions and Details carry the class too.
    alert: '.alert:not(.theme-admonition):not(details)',
    card: '.card',
  },
  innerButtons: '.theme-code-block button, [role="tab"], .theme-doc-toc-mobile button',
  activeSidebar: '.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]',
  activeNavbar: '.navbar__items a.navbar__link--active',
};

export const DOCGEN: ThemeMarks = {
  name: 'docgen',
  hydrated: 'html[data-hydrated]',
  dark: 'html[data-theme="dark"]',
  chrome: ['nav.breadcrumbs', '.page-actions', 'details.toc-mobile', '.toc', 'footer.doc-footer', 'nav.pagination', '.hash-link', 'figure.code-block button', 'figure.code-block .code-lang'],
  kinds: {
    ...COMMON,
    tabs: '.tabs',
    admonition: '.admonition',
    alert: '.alert:not(.admonition):not(details)',
    // Infima's cards written by the page, and the theme's doc cards (DocCardList, a generated index), which
    // Docusaurus draws with Infima's `card` class.
    card: '.card, .category-card',
  },
  innerButtons: 'figure.code-block button, [role="tab"], .tabs button',
  activeSidebar: '.doc-sidebar a.menu-link[aria-current="page"]',
  activeNavbar: '.navbar-items a.navbar-link.active',
};
