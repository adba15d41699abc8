import type { SiteConfigInput } from './schema.ts';

/** Types site.config.ts. Validation happens when the build loads the file, so errors name the config path. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

export type { SiteConfigInput };
