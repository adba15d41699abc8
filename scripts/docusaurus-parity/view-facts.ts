// What a reader sees of one route in one view (viewport and colour mode), read in the browser once the page has
// settled: the elements of the main column by kind, with their size; the colour of its links and of the active
// sidebar and navbar items; and its visible text. The same function reads both builds, told by ThemeMarks where each
// theme puts its chrome. It runs inside the page (Playwright serialises it), so it uses nothing from outside itself.
import type { ElementKind, ThemeMarks } from './themes.ts';

export interface ElementFact {
  kind: ElementKind;
  /** Its place among the elements of its kind in the main column, in document order, shown or not. */
  index: number;
  /** Whether the reader sees it: laid out larger than a pixel, not hidden, not transparent. */
  shown: boolean;
  width: number;
  height: number;
  /** A few words that identify it in the report: an image's alt text, the start of a code block. */
  label: string;
}

export interface LinkFact {
  /** Path, query and fragment for the site's own links (the two servers' ports differ), the whole URL otherwise. */
  href: string;
  color: string;
  shown: boolean;
}

export interface ItemFact {
  label: string;
  color: string;
  shown: boolean;
}

export interface ViewFacts {
  dark: boolean;
  /** The computed value of --ifm-color-primary on this page, as rgb(). */
  primary: string;
  elements: ElementFact[];
  links: LinkFact[];
  activeSidebar: ItemFact | null;
  activeNavbar: ItemFact | null;
  /** The visible text of the main column, whitespace collapsed. */
  text: string;
}

/** Marks each element it reports with this attribute (`<kind>-<index>`), for the screenshots to outline. */
export const PARITY_ATTRIBUTE = 'data-parity';

export function readViewFacts({ marks, kinds, attribute }: { marks: ThemeMarks; kinds: readonly ElementKind[]; attribute: string }): ViewFacts {
  const main = document.querySelector('main') ?? document.body;
  const chrome = marks.chrome.join(', ');
  const inChrome = (element: Element) => element.closest(chrome) !== null;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const words = (text: string | null | undefined, max = 48) => {
    const collapsed = (text ?? '').replace(/\s+/g, ' ').trim();
    return collapsed.length > max ? `${collapsed.slice(0, max - 1)}…` : collapsed;
  };
  const colorOf = (value: string) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  };
  const href = (link: HTMLAnchorElement) => (link.origin === location.origin ? link.pathname + link.search + link.hash : link.href);

  const elements: ElementFact[] = [];
  for (const kind of kinds) {
    const found = [...main.querySelectorAll(marks.kinds[kind])].filter((element) => !inChrome(element) && (kind !== 'button' || element.closest(marks.innerButtons) === null));
    found.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      const label =
        element instanceof HTMLImageElement
          ? element.alt || element.src.split('/').pop() || ''
          : element instanceof HTMLIFrameElement
            ? element.title || element.src
            : element instanceof HTMLElement
              ? element.innerText
              : (element.getAttribute('aria-roledescription') ?? element.textContent);
      element.setAttribute(attribute, `${kind}-${index}`);
      elements.push({ kind, index, shown: shown(element), width: Math.round(box.width), height: Math.round(box.height), label: words(label) });
    });
  }

  const links = [...main.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((link) => !inChrome(link) && !link.matches('.button, .card, [role="tab"]'))
    .map((link) => ({ href: href(link), color: getComputedStyle(link).color, shown: shown(link) }));

  const item = (selector: string): ItemFact | null => {
    const element = [...document.querySelectorAll(selector)].find(shown) ?? document.querySelector(selector);
    return element ? { label: words(element.textContent), color: getComputedStyle(element).color, shown: shown(element) } : null;
  };

  // The text as laid out (innerText: no words split by the spans of a highlighted line), without the theme's chrome
  // and what only screen readers get, hidden for the moment of reading.
  const hide = document.createElement('style');
  hide.textContent = `${[...marks.chrome, '.sr-only'].join(', ')} { display: none !important; }`;
  document.head.append(hide);
  const text = main.innerText;
  hide.remove();

  return {
    dark: document.querySelector(marks.dark) !== null,
    primary: colorOf('var(--ifm-color-primary)'),
    elements,
    links,
    activeSidebar: item(marks.activeSidebar),
    activeNavbar: item(marks.activeNavbar),
    text: text.replace(/[\u200b-\u200d\ufeff]/g, '').replace(/\s+/g, ' ').trim(),
  };
}
