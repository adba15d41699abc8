// What the Docusaurus stand-ins read about the site: `useDocusaurusContext().siteConfig` and the base URL. An `.mdx`
// page's module bundles this file once and provides the value around each of its components (../MdxContent.tsx), on
// the server and in the browser alike, so both render the same.
import { createContext } from 'react';
import type { DocsData } from '../../shared/docs-data.ts';

export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  customFields: Record<string, unknown>;
}

export interface DocusaurusContextValue {
  siteConfig: DocusaurusSiteConfig;
}

export const SiteContext = createContext<DocusaurusContextValue | undefined>(undefined);

/** The docs' data the docs hooks read (src/shared/docs-data.ts), for the pages that import them; undefined elsewhere. */
export const DocsContext = createContext<DocsData | undefined>(undefined);
