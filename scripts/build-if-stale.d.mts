/** Types of build-if-stale.mjs for the TypeScript scripts that call it (the bench). */
export declare function buildIfStale(options?: { force?: boolean; apps?: string[] }): Promise<void>;
