// Collapsibles: sidebar categories (<details>, or a link with a caret button) and the mobile navbar dropdowns.
// The height animates for a duration computed from the content height, and 1 ms when reduced motion is requested.

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

/** Animation duration for a height, in ms (the curve Material UI and Docusaurus use). */
export function autoHeightDuration(height: number): number {
  if (!height) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** Animates `body` open or closed; `body.hidden` is the resting closed state. */
export function animateHeight(body: HTMLElement, open: boolean, after?: () => void): void {
  if (open) body.hidden = false;
  const height = body.scrollHeight;
  const duration = reducedMotion.matches ? 1 : autoHeightDuration(height);
  body.dataset.collapseMs = String(duration);
  body.style.overflow = 'hidden';
  const frames = [{ height: '0px' }, { height: `${height}px` }];
  const animation = body.animate(open ? frames : frames.reverse(), { duration, easing: 'ease-in-out', fill: 'forwards' });
  animation.onfinish = () => {
    if (!open) body.hidden = true;
    after?.();
    animation.cancel();
    body.style.overflow = '';
  };
}

function setExpanded(toggle: HTMLElement, expanded: boolean): void {
  toggle.setAttribute('aria-expanded', String(expanded));
  const label = expanded ? toggle.dataset.labelCollapse : toggle.dataset.labelExpand;
  if (label) toggle.setAttribute('aria-label', label);
}

export function setupCollapsibles(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!target.closest) return;
    const summary = target.closest<HTMLElement>('details[data-collapsible] > summary');
    if (summary) {
      event.preventDefault();
      const details = summary.parentElement as HTMLDetailsElement;
      const body = details.querySelector<HTMLElement>(':scope > .menu-list');
      if (!body) return;
      if (details.open) animateHeight(body, false, () => ((details.open = false), (body.hidden = false)));
      else {
        details.open = true;
        animateHeight(body, true);
      }
      return;
    }
    const head = target.closest<HTMLElement>('[data-collapsible] > .menu-category-head');
    if (!head || (target.closest('a') && !target.closest('[data-collapse-toggle]'))) return;
    const toggle = head.querySelector<HTMLElement>('[data-collapse-toggle]');
    const body = head.parentElement?.querySelector<HTMLElement>(':scope > .menu-collapse-body');
    if (!toggle || !body) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    setExpanded(toggle, open);
    animateHeight(body, open);
  });
}
