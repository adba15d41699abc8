// The islands of the theme: interactive components that are rendered on the server and hydrated in the browser.
// The client has the matching registry (src/client/islands.ts), which loads each island's code lazily.
import { LiveDemo } from './LiveDemo.tsx';
import { SidebarFilter } from './SidebarFilter.tsx';
import { SidebarFragments } from './SidebarFragments.tsx';

export const ISLANDS = { LiveDemo, SidebarFilter, SidebarFragments } as const;
export type IslandName = keyof typeof ISLANDS;
