// Stand-in for `@docusaurus/useGlobalData`: the plugins' global data as Docusaurus's client gives it, for the one
// plugin docgen has data of, the docs (`docusaurus-plugin-content-docs`, instance `default`).
import { useContext } from 'react';
import { docsGlobalData } from './docs-client.ts';
import { DocsContext } from './site-context.ts';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  const data = useContext(DocsContext);
  if (!data) throw new Error("useGlobalData() was called outside an .mdx page's component that imports it");
  return { [DOCS_PLUGIN]: { default: docsGlobalData(data) } };
}

export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  const all = useGlobalData();
  const instances = all[pluginName];
  if (!instances) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return instances;
}

export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const instance = useAllPluginInstancesData(pluginName)[pluginId];
  if (!instance) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return instance;
}
