export declare const INTERRUPT_BUDGET: number;
export declare function tuneTiering(execArgv?: readonly string[], nodeOptions?: string): boolean;
