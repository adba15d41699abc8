// Closing the announcement bar hides it and remembers the dismissal by the bar's id; the head script hides a
// dismissed bar before first paint on later loads. A bar with a new id shows again.
import { ANNOUNCEMENT_DISMISSED_ATTR, ANNOUNCEMENT_STORAGE_KEY } from '../shared/dom.ts';

export function setupAnnouncement(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('.announcement-close');
    const bar = button?.closest<HTMLElement>('.announcement-bar');
    if (!bar) return;
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTR, '');
    try {
      localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, bar.dataset.announcementId ?? '');
    } catch {
      /* not remembered, but hidden for this page */
    }
    document.querySelector<HTMLElement>('.navbar-brand')?.focus();
  });
}
