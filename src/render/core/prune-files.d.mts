export declare const PRUNED_MARK: string;
export declare function pruneDue(dir: string, maxAgeMs: number): boolean;
export declare function pruneFiles(dir: string, unused: (name: string) => boolean, maxAgeMs: number): void;
export declare function pruneOtherVersions(file: string, maxAgeMs: number): void;
export declare function keepFresh(file: string, maxAgeMs: number): void;
export declare function removeOldFiles(dir: string, unused: (name: string) => boolean, maxAgeMs: number): void;
