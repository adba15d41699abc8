// The API sidebar's filter box, an island whose code (src/client/islands/SidebarFilter.tsx) narrows the sidebar to the
// entries whose names match. It renders disabled and hidden until the client runs, so without JavaScript it is
// neither usable nor seen, and it keeps its place, so nothing moves when it appears. `label` names the box for
// assistive technology.
export function SidebarFilter({ label }: { label: string }) {
  return (
    <div className="sidebar-filter" role="search">
      <input type="search" className="sidebar-filter-input" placeholder="Filter by name" aria-label={label} autoComplete="off" spellCheck={false} disabled />
      <p className="sidebar-filter-status" aria-live="polite" />
    </div>
  );
}
