export declare function pruneFiles(dir: string, unused: (name: string) => boolean, maxAgeMs: number): void;
export declare function pruneOtherVersions(file: string, maxAgeMs: number): void;
