/** scripts/server-process.mjs, for the TypeScript that starts the server too (bench/server.ts). */
export declare const MALLOC_TUNABLES: string;
export declare function v8PoolArgs(): string[];
