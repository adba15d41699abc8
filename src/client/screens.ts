// Clones the error screens and spinner the theme renders into every page's <template> (src/theme/ErrorScreens.tsx).
import { SCREENS_TEMPLATE_ID } from '../shared/dom.ts';

export type ScreenName = 'crash' | 'crash-chrome' | 'load-error' | 'spinner';

export function screen(name: ScreenName, message?: string, onRetry?: () => void): HTMLElement {
  const template = document.getElementById(SCREENS_TEMPLATE_ID) as HTMLTemplateElement | null;
  const found = template?.content.querySelector(`[data-screen="${name}"]`);
  const el = (found?.cloneNode(true) as HTMLElement | undefined) ?? Object.assign(document.createElement('div'), { role: 'alert' });
  const slot = el.querySelector('[data-slot="message"]');
  if (slot && message !== undefined) slot.textContent = message;
  if (onRetry) el.querySelector('[data-action="retry"]')?.addEventListener('click', onRetry);
  return el;
}
