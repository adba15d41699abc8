// The browser's Mermaid island (issue #42): draws a ```` ```mermaid ```` block of a page as a diagram with the mermaid
// package, in the Mermaid theme of the current colour mode, and again when the reader switches modes. A module of its
// own (src/render/assets/client-bundle.ts `bundleMermaid`), built only for a site that draws diagrams and named in the
// islands of only the pages that show one (src/theme/Document.tsx), so no other page loads it. Until it has drawn (and
// without JavaScript) the block shows its source, which is also what search and the page's Markdown read.
import mermaid from 'mermaid';
import type { MermaidProps } from '../../shared/mermaid.ts';

/** One diagram drawn at a time: mermaid keeps one configuration, which each drawing sets to its colour mode. */
let queue: Promise<unknown> = Promise.resolve();

const dark = () => document.documentElement.dataset.theme === 'dark';

/** Draws `source` into `root`, in the theme of the current colour mode (a later drawing of the same root wins). */
function draw(root: HTMLElement, source: string, props: MermaidProps, id: string): Promise<void> {
  const next = queue.then(async () => {
    const mode = dark() ? 'dark' : 'light';
    if (root.dataset.mermaidMode === mode) return;
    mermaid.initialize({ startOnLoad: false, theme: props[mode] });
    const { svg, bindFunctions } = await mermaid.render(id, source);
    root.innerHTML = svg;
    root.dataset.mermaidMode = mode;
    bindFunctions?.(root);
  });
  queue = next.catch(() => {});
  return next;
}

/** The island's entry (src/client/islands.ts): draws now, then on every change of colour mode until unmounted. */
export async function hydrate(root: HTMLElement, props: MermaidProps, prefix: string): Promise<() => void> {
  const source = root.textContent ?? '';
  const id = `${prefix}svg`;
  const redraw = () =>
    void draw(root, source, props, id).catch((error: unknown) => {
      // A diagram Mermaid cannot read keeps showing its source, with Mermaid's reason beside it.
      console.error(`[docgen] the Mermaid diagram could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
    });
  await draw(root, source, props, id);
  const observer = new MutationObserver(redraw);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
