export declare const LEARNING_RUNS: number;
export declare const LEARNING_MIN_MS: number;
export interface CodeCacheOptions {
  learningMinMs?: number;
  cacheFile?: string;
  mapStackFrames?: boolean;
}
export declare function runWithCodeCache(file: string, code: string, digest: Buffer, options?: CodeCacheOptions): { exports: Record<string, unknown>; save(): void };
