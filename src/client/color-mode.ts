// The colour-mode switch: light ↔ dark, or system → light → dark → system when the site respects the OS
// preference. The choice is stored under localStorage['theme'] and follows changes made in other tabs (the storage
// event). The switch is server-rendered disabled and enabled here, once the client runs; its accessible name says
// the current mode. The head script already applied the mode before first paint; this only keeps it in sync.
import { COLOR_MODE_STORAGE_KEY } from '../shared/dom.ts';

type Choice = 'system' | 'light' | 'dark';
const root = document.documentElement;
const dark = matchMedia('(prefers-color-scheme: dark)');
let choice: Choice = 'system';
let respect = false;
let fallback: 'light' | 'dark' = 'light';

function readChoice(): Choice {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function apply(): void {
  const mode = choice === 'system' ? (respect && dark.matches ? 'dark' : fallback) : choice;
  root.setAttribute('data-theme', mode);
  refreshColorModeToggles();
}

/** Enables every switch on the page and gives it its current label; run again after the navbar is replaced. */
export function refreshColorModeToggles(): void {
  const mode = root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  const shown = respect && choice === 'system' ? 'system' : mode;
  for (const button of document.querySelectorAll<HTMLButtonElement>('.color-mode-toggle')) {
    const label = `Switch between dark and light mode (currently ${shown} mode)`;
    button.setAttribute('aria-label', label);
    button.title = label;
    button.dataset.mode = shown;
    button.disabled = false;
  }
}

export function setupColorMode(): void {
  const button = document.querySelector<HTMLButtonElement>('.color-mode-toggle');
  respect = button?.dataset.respectSystem === 'true';
  // "No stored choice" means the OS preference when the site respects it, else the configured default.
  fallback = button?.dataset.defaultMode === 'dark' ? 'dark' : 'light';
  choice = readChoice();
  if (!respect && choice === 'system') choice = fallback;
  apply();
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('.color-mode-toggle')) return;
    const current = root.getAttribute('data-theme');
    choice = respect ? ({ system: 'light', light: 'dark', dark: 'system' } as const)[choice] : current === 'dark' ? 'light' : 'dark';
    try {
      if (choice === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      else localStorage.setItem(COLOR_MODE_STORAGE_KEY, choice);
    } catch {
      /* storage can be blocked; the choice still applies to this page */
    }
    apply();
  });
  addEventListener('storage', (event) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY && event.key !== null) return;
    choice = readChoice();
    if (!respect && choice === 'system') choice = fallback;
    apply();
  });
  dark.addEventListener('change', () => choice === 'system' && apply());
}
