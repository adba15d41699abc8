export declare const LEARNING_RUNS: number;
export declare function runWithCodeCache(file: string, code: string): { exports: Record<string, unknown>; save(): void };
