// Stand-in for `@docusaurus/useDocusaurusContext`: the site's config as Docusaurus components read it
// (`siteConfig.title`, `.baseUrl`, `.customFields`…), from the config docgen built the site with.
import { useContext } from 'react';
import { SiteContext, type DocusaurusContextValue } from './site-context.ts';

export default function useDocusaurusContext(): DocusaurusContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useDocusaurusContext() was called outside an .mdx page\'s component');
  return value;
}
