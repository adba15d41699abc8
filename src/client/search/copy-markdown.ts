// 'Copy page as Markdown' (part of the main bundle): the button names the page's markdown URL; a click fetches it and
// puts it on the clipboard. Where the clipboard is not available the markdown opens instead.
import { COPY_MARKDOWN_ATTR } from '../../shared/search.ts';

async function copy(button: HTMLButtonElement): Promise<void> {
  const url = button.getAttribute(COPY_MARKDOWN_ATTR)!;
  const label = button.querySelector('.copy-markdown-label') ?? button;
  const original = button.dataset.label ?? (button.dataset.label = label.textContent ?? '');
  const text = fetch(url).then((res) => {
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return res.text();
  });
  try {
    // ClipboardItem with a promise keeps the click's user activation while the text loads (Safari needs that).
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    label.textContent = 'Copied';
  } catch {
    try {
      await navigator.clipboard.writeText(await text);
      label.textContent = 'Copied';
    } catch {
      window.open(url, '_blank', 'noopener');
      return;
    }
  }
  setTimeout(() => (label.textContent = original), 2000);
}

/** Document-level listener; installed once. */
export function setupCopyMarkdown(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${COPY_MARKDOWN_ATTR}]`) : null;
    if (button) void copy(button);
  });
}
