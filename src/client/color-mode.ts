// The colour-mode switch (spec §4): light ↔ dark, or system → light → dark → system when the site respects the OS
// preference. The choice is stored under localStorage['theme'] and follows changes made in other tabs.
const KEY = 'theme';
type Choice = 'system' | 'light' | 'dark';

function readChoice(): Choice {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemMode(): 'light' | 'dark' {
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function setupColorMode(): void {
  const button = document.querySelector<HTMLButtonElement>('.color-mode-toggle');
  if (!button) return;
  const respect = button.dataset.respectSystem === 'true';
  const root = document.documentElement;
  const fallback = (root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light') as 'light' | 'dark';
  const defaultMode = respect ? systemMode() : fallback;

  const apply = (choice: Choice) => {
    const mode = choice === 'system' ? (respect ? systemMode() : defaultMode) : choice;
    root.setAttribute('data-theme', mode);
    const shown = respect ? choice : mode;
    button.setAttribute('aria-label', `Switch between dark and light mode (currently ${shown} mode)`);
    button.title = button.getAttribute('aria-label')!;
  };

  let choice = readChoice();
  if (!respect && choice === 'system') choice = fallback;
  apply(choice);
  button.disabled = false;
  button.addEventListener('click', () => {
    const current = root.getAttribute('data-theme') as 'light' | 'dark';
    choice = respect ? ({ system: 'light', light: 'dark', dark: 'system' } as const)[choice] : current === 'dark' ? 'light' : 'dark';
    try {
      if (choice === 'system') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, choice);
    } catch {
      /* storage can be blocked; the choice still applies to this page */
    }
    apply(choice);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    choice = readChoice();
    if (!respect && choice === 'system') choice = defaultMode;
    apply(choice);
  });
  if (respect) matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => choice === 'system' && apply('system'));
}
