export declare const LEARNING_RUNS: number;
export declare const LEARNING_MIN_MS: number;
export declare function runWithCodeCache(file: string, code: string, digest: Buffer, learningMinMs?: number): { exports: Record<string, unknown>; save(): void };
