export declare function unsupportedNode(features?: { require_module?: boolean }, version?: string): string | undefined;
