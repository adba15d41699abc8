// What a Mermaid diagram's island is given (src/theme's diagram, src/client/mermaid/diagram.ts): Mermaid's theme for
// each colour mode, from the config's `markdown.mermaid`.
export type MermaidTheme = 'default' | 'base' | 'dark' | 'forest' | 'neutral' | 'null';

export interface MermaidProps {
  light: MermaidTheme;
  dark: MermaidTheme;
}

/** The island's name in a page's islands (the `docgen-islands` meta tag) and the HAST element that marks a diagram. */
export const MERMAID_ISLAND = 'mermaid-diagram';
export const MERMAID_ELEMENT = 'docgen-mermaid';
