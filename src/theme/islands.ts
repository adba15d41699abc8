// The islands of the theme: interactive components that are rendered on the server and hydrated in the browser.
// The client has the matching registry (src/client/islands.ts), which loads each island's code lazily.
import type { ComponentProps, ComponentType } from 'react';
import { LiveDemo } from './LiveDemo.tsx';
import { SidebarFilter } from './SidebarFilter.tsx';
import { SidebarFragments } from './SidebarFragments.tsx';

export const ISLANDS = { LiveDemo, SidebarFilter, SidebarFragments } as const;
export type IslandName = keyof typeof ISLANDS;
/** Each island's props. */
export type IslandProps = { [N in IslandName]: ComponentProps<(typeof ISLANDS)[N]> };
/** The islands as a renderer looks one up by name: the component of name N takes the props of N. */
export const ISLAND_COMPONENTS: { [N in IslandName]: ComponentType<IslandProps[N]> } = ISLANDS;
