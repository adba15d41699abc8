export declare const DOCGEN_TSCONFIG: string;
export declare function registerTsx(): Promise<void>;
