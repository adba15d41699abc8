// How `@theme/CodeBlock` colours code that is only known when its component runs (fetched, computed, passed in by
// a prop): in the browser, once the component is on screen, by the highlighter an `.mdx` page's island code provides
// (src/client/islands/mdx-island.tsx, src/client/highlight/). The server and the first render in the browser show the
// code uncoloured, so hydration finds what the server wrote; on the server there is no highlighter at all.
import { createContext } from 'react';
import type { CodeLanguage } from '../../shared/code-languages.ts';

/** A token of a highlighted line: its text, and its colours in both modes as CSS variables (`--shiki-light`…). */
export interface HighlightedToken {
  content: string;
  style?: Record<string, string>;
}

export type HighlightCode = (code: string, lang: CodeLanguage) => Promise<HighlightedToken[][]>;

export const HighlightContext = createContext<HighlightCode | undefined>(undefined);
