import type { BuildOptions, Plugin } from 'esbuild';

export declare const keepModuleLocations: Plugin;
export declare const NODE_MODULE: BuildOptions & { write: false };
export declare const NODE_BUNDLE: BuildOptions & { write: false };
