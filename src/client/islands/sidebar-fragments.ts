// The entries of a long sidebar's closed categories, which pages leave out (src/render/graph/sidebar-fragments.ts):
// each empty list names the file of its entries, fetched once per page load and put in place. Shared by the
// SidebarFragments island, which fills a category as it opens, and the SidebarFilter island, which needs every
// entry to filter them.
import { SIDEBAR_FRAGMENT_ATTR } from '../../shared/dom.ts';

export const LAZY_LIST = `ul[${SIDEBAR_FRAGMENT_ATTR}]`;

/** Fetches by URL, shared by the sidebar and its copy in the mobile drawer; a failed fetch is tried again next time. */
const fetched = new Map<string, Promise<string>>();

function fragment(url: string): Promise<string> {
  let text = fetched.get(url);
  if (!text) {
    text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    });
    text.catch(() => fetched.delete(url));
    fetched.set(url, text);
  }
  return text;
}

/** Puts the entries of a lazy list in place (its own lazy categories stay lazy). Rejects when they could not be fetched. */
export async function fill(list: HTMLElement): Promise<void> {
  const url = list.getAttribute(SIDEBAR_FRAGMENT_ATTR);
  if (!url) return;
  const html = await fragment(url);
  // Filled meanwhile by another caller.
  if (list.getAttribute(SIDEBAR_FRAGMENT_ATTR) !== url) return;
  list.innerHTML = html;
  list.removeAttribute(SIDEBAR_FRAGMENT_ATTR);
}

/** Fills every lazy list under `root`, those inside the fetched entries too. */
export async function fillAll(root: ParentNode): Promise<void> {
  for (let lists = [...root.querySelectorAll<HTMLElement>(LAZY_LIST)]; lists.length; lists = [...root.querySelectorAll<HTMLElement>(LAZY_LIST)]) {
    await Promise.all(lists.map(fill));
  }
}
