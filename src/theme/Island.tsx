// Server side of an island: the component is rendered on its own, with its own `identifierPrefix` so that `useId`
// values are unique on the page and identical when the client hydrates it with the same prefix. The wrapper element
// carries the island's name, its JSON props and when to hydrate (src/shared/dom.ts; hydration is src/client/islands.ts).
// The theme stays free of react-dom/server: the server renderer hands the isolated render in through a context.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createContext, createElement, useContext } from 'react';
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_PREFIX_ATTR, ISLAND_PROPS_ATTR, type HydrateWhen } from '../shared/dom.ts';
import { ISLAND_COMPONENTS, type IslandName, type IslandProps } from './islands.ts';

/** Renders an element to HTML on its own, with its own `useId` prefix (react-dom/server's renderToString). */
export type RenderIsolated = (element: ReactElement, identifierPrefix: string) => string;
export const RenderIsolatedContext = createContext<RenderIsolated | undefined>(undefined);

export function Island<N extends IslandName>({ name, props, hydrate, prefix }: { name: N; props: IslandProps[N]; hydrate: HydrateWhen; prefix: string }) {
  const renderIsolated = useRenderIsolated(name);
  return <IslandFrame name={name} props={props} hydrate={hydrate} prefix={prefix} html={renderIsolated(element(ISLAND_COMPONENTS[name], props), prefix)} />;
}

function element<P extends object>(component: ComponentType<P>, props: P): ReactElement {
  return createElement(component, props);
}

export function useRenderIsolated(name: string): RenderIsolated {
  const renderIsolated = useContext(RenderIsolatedContext);
  if (!renderIsolated) throw new Error(`The '${name}' island was rendered outside the server renderer, which provides RenderIsolatedContext.`);
  return renderIsolated;
}

/**
 * The markup around an island's server-rendered `html` (or, for an island whose code is no React component, its
 * `children`, which it replaces when it runs): a `<div>`, or a `<span>` for an island inside a line of text
 * (an `.mdx` page's inline component), so that the HTML stays valid.
 */
export function IslandFrame({ name, props, hydrate, prefix, html, children, inline }: { name: string; props: unknown; hydrate: HydrateWhen; prefix: string; html?: string; children?: ReactNode; inline?: boolean }) {
  const Frame = inline ? 'span' : 'div';
  return (
    <Frame
      className="island"
      {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: JSON.stringify(props), [ISLAND_HYDRATE_ATTR]: hydrate, [ISLAND_PREFIX_ATTR]: prefix }}
    >
      {/* React hydrates this inner element; the outer one holds the spinner or error shown while its code loads. */}
      {html === undefined ? <Frame data-island-root="">{children}</Frame> : <Frame data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />}
    </Frame>
  );
}
