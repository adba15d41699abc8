export declare const THRESHOLD_FACTOR: number;
export declare function tieringFlag(v8Version?: string, execArgv?: readonly string[]): string | undefined;
export declare function tuneTiering(): string | undefined;
