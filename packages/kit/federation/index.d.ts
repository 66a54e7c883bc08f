/** Types of the federation contract (index.js, plain CommonJS for the webpack configs and root scripts). */
/** Packages that must exist exactly once on the page. */
export const SINGLETONS: readonly string[];
/** The kit's subpaths that are shared (one copy, the shell's). */
export const KIT_SHARED_ENTRIES: readonly string[];
/** The remotes the shell knows, by id (`mf-content`): the one list of them. */
export const REMOTES: readonly string[];
/** Each app's dev server port. */
export const DEV_PORTS: Readonly<Record<string, number>>;
/** A remote's federation name: its id with `_`. */
export function federationName(id: string): string;
export function sharedConfig(appDir: string, options?: { eager?: boolean }): Record<string, unknown>;
/** A remote's server build: the same list with `import: false` (the shell's ssr.js provides them). */
export function serverShared(appDir: string): Record<string, unknown>;
/** The shell's server build: eager, every kit entry provided whether imported or not. */
export function shellServerShared(appDir: string): Record<string, unknown>;
export const kitVersion: string;
