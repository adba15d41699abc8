export declare function registerTsx(): Promise<void>;
