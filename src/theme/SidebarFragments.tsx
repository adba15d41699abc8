// The island that fills a long sidebar's closed categories when they open (its code: src/client/islands/SidebarFragments.tsx;
// which categories are left out: src/render/graph/sidebar-fragments.ts). It shows nothing of its own.
export function SidebarFragments(_props: Record<string, never>) {
  return null;
}
