export declare function thresholdFactor(v8Version?: string): number | undefined;
export declare function tieringFlag(v8Version?: string, execArgv?: readonly string[]): string | undefined;
export declare function tuneTiering(): string | undefined;
