export declare function sealCode(code: string): string;
export declare function intactCode(file: string): boolean;
export declare function readIntactCode(file: string): { code: Buffer; digest: Buffer } | undefined;
