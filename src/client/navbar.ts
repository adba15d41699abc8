// Desktop dropdowns (open on hover or Enter, close on a mouse, touch or focus event outside) and hiding the
// navbar on scroll when configured (hide on scroll down, show on scroll up and near the top, never during a jump to a
// hash).

function setOpen(dropdown: Element, open: boolean): void {
  dropdown.classList.toggle('show', open);
  dropdown.querySelector(':scope > .dropdown-toggle')?.setAttribute('aria-expanded', String(open));
}

function closeAll(except?: Element | null): void {
  for (const open of document.querySelectorAll('.dropdown.show')) if (open !== except) setOpen(open, false);
}

export function setupDropdowns(): void {
  document.addEventListener('click', (event) => {
    const dropdown = (event.target as Element).closest?.('.dropdown > .dropdown-toggle')?.parentElement;
    if (!dropdown) return;
    // A click that follows the hover which opened the menu keeps it open; Enter on a closed menu opens it.
    const opened = Number(dropdown.getAttribute('data-hover-opened') ?? 0);
    const keepOpen = event.detail > 0 && performance.now() - opened < 600;
    setOpen(dropdown, keepOpen || !dropdown.classList.contains('show'));
    closeAll(dropdown);
  });
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const dropdown = (event.target as Element).closest?.('.dropdown');
    if (dropdown && !dropdown.classList.contains('show')) {
      dropdown.setAttribute('data-hover-opened', String(performance.now()));
      closeAll(dropdown);
      setOpen(dropdown, true);
    }
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType !== 'mouse') return;
    const dropdown = (event.target as Element).closest?.('.dropdown');
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) setOpen(dropdown, false);
  });
  const outside = (event: Event) => {
    const inside = (event.target as Element).closest?.('.dropdown');
    closeAll(inside);
  };
  document.addEventListener('mousedown', outside);
  document.addEventListener('touchstart', outside, { passive: true });
  document.addEventListener('focusin', outside);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector('.dropdown.show');
    if (!open) return;
    setOpen(open, false);
    open.querySelector<HTMLElement>('.dropdown-toggle')?.focus();
  });
}

let ignoreScrollUntil = 0;

/** Marks a jump to a hash: the scroll it causes must not hide the navbar. */
export function markHashJump(): void {
  ignoreScrollUntil = performance.now() + 600;
}

export function setupHideOnScroll(): void {
  let lastY = scrollY;
  addEventListener(
    'scroll',
    () => {
      const y = scrollY;
      const navbar = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]');
      if (!navbar) return void (lastY = y);
      if (performance.now() < ignoreScrollUntil) return void (lastY = y);
      if (y < navbar.offsetHeight) navbar.classList.remove('navbar-hidden');
      else if (y > lastY && !navbar.classList.contains('sidebar-open') && !navbar.contains(document.activeElement)) navbar.classList.add('navbar-hidden');
      else if (y < lastY) navbar.classList.remove('navbar-hidden');
      lastY = y;
    },
    { passive: true },
  );
  addEventListener('hashchange', markHashJump);
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href*="#"]');
      if (link && link.pathname === location.pathname && link.search === location.search) markHashJump();
    },
    true,
  );
}
