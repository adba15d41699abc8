import type { BuildOptions, BuildResult, Plugin } from 'esbuild';

export declare const keepModuleLocations: Plugin;
export declare const NODE_MODULE: BuildOptions & { write: false };
export declare const UNBUNDLED_PACKAGES: readonly string[];
export declare const SELF_LOCATING: string;
export declare const NODE_BUNDLE: BuildOptions & { write: false };
export declare const CLI_BUNDLE: BuildOptions & { write: false };
export declare function bundleModule(
  build: (options: BuildOptions & { write: false }) => Promise<BuildResult<{ write: false }>>,
  entry: string,
  out: string,
  options?: BuildOptions & { write: false },
): Promise<{ code: string; map: string }>;
