// The table of contents highlights the heading being read: the first heading at or below the navbar if it sits in the
// upper half of the viewport, else the one before it; at the end of the page, the last one.
let stop: (() => void) | undefined;

export function setupToc(): void {
  stop?.();
  stop = undefined;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc .toc-link')];
  const pairs = links
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((p): p is { link: HTMLAnchorElement; heading: HTMLElement } => p.heading !== null);
  if (!pairs.length) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const offset = (document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0) + 1;
    const next = pairs.findIndex((p) => p.heading.getBoundingClientRect().top >= offset);
    const below = pairs[next];
    const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    let index = atBottom || !below ? pairs.length - 1 : below.heading.getBoundingClientRect().top < innerHeight / 2 ? next : next - 1;
    if (index < 0) index = -1;
    pairs.forEach((p, i) => {
      p.link.classList.toggle('active', i === index);
      if (i === index) p.link.setAttribute('aria-current', 'location');
      else p.link.removeAttribute('aria-current');
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  update();
  stop = () => {
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
