// The top progress bar of route changes: it appears only when a change to another path takes longer
// than 200 ms, starts at 0.08, creeps forward every 800 ms by up to 0.02, animates over 200 ms, and has no spinner.
import { PROGRESS } from '../shared/dom.ts';

let generation = 0;
let bar: HTMLElement | undefined;
let value = 0;
let trickle = 0;
/** The bar of the latest route change, not yet shown: one at a time. */
let pending: ReturnType<typeof setTimeout> | undefined;

function set(next: number): void {
  value = Math.min(Math.max(next, PROGRESS.minimum), next >= 1 ? 1 : 0.994);
  if (!bar) return;
  bar.dataset.progress = value.toFixed(3);
  (bar.firstElementChild as HTMLElement).style.transform = `translateX(${(value - 1) * 100}%)`;
}

function start(): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.className = 'progress-bar';
  bar.setAttribute('aria-hidden', 'true');
  bar.style.setProperty('--progress-speed', `${PROGRESS.speedMs}ms`);
  bar.innerHTML = '<div class="progress-bar-fill"></div>';
  document.body.append(bar);
  set(PROGRESS.minimum);
  trickle = window.setInterval(() => set(value + Math.random() * PROGRESS.trickleRate), PROGRESS.trickleSpeedMs);
}

/** Schedules the bar for a route change; the returned function finishes it (or cancels it if it never showed). */
export function startProgress(): () => void {
  const mine = ++generation;
  clearInterval(trickle);
  // A change superseded by this one never finishes its bar (the router drops it): were its timer left, it would show a
  // bar after this change had finished, which nothing would ever end.
  clearTimeout(pending);
  pending = setTimeout(start, PROGRESS.startDelayMs);
  return () => {
    if (mine !== generation) return;
    clearTimeout(pending);
    if (!bar) return;
    clearInterval(trickle);
    const finished = bar;
    bar = undefined;
    finished.dataset.progress = '1';
    (finished.firstElementChild as HTMLElement).style.transform = 'translateX(0)';
    finished.classList.add('done');
    setTimeout(() => finished.remove(), PROGRESS.speedMs * 2);
  };
}
