// A 'Copy' button in the header of every highlighted code block.
export function addCopyButtons(root: ParentNode = document): void {
  for (const header of root.querySelectorAll<HTMLElement>('.code-block > .code-header')) {
    if (header.querySelector('.copy-button')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    header.append(button);
  }
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;opacity:0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

export function setupCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.copy-button');
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!button || !code) return;
    void writeClipboard((code.textContent ?? '').replace(/\n$/, '')).then(() => {
      button.textContent = 'Copied';
      button.setAttribute('aria-label', 'Copied');
      setTimeout(() => {
        button.textContent = 'Copy';
        button.setAttribute('aria-label', 'Copy code to clipboard');
      }, 2000);
    });
  });
}
