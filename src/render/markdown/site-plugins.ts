// The site's own remark and rehype plugins, as the Markdown pipeline runs them: in Docusaurus's four lists, whose
// plugins run before docgen's own Markdown work (`beforeDefaultRemarkPlugins`), after it (`remarkPlugins`), and in
// the same two places once the tree is HTML (`beforeDefaultRehypePlugins`, `rehypePlugins`). Where they come from is
// the config's business (../config/docusaurus/markdown-plugins.ts).
import type { Pluggable } from 'unified';

export const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
export type PluginList = (typeof PLUGIN_LISTS)[number];

/** The plugins of each list, as unified takes them. */
export type MarkdownPlugins = Record<PluginList, Pluggable[]>;
