export declare const IMPORT_HOOK: unique symbol;
