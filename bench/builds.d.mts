// Types of builds.mjs, for the TypeScript that imports it (e2e).
export function benchOutDirs(root: string): { floor: string; hostDemo: string; hostHttp: string };
export function buildFloor(root: string, outDir: string): Promise<void>;
export function buildHost(root: string, outDir: string, apiUrl?: string | null): Promise<void>;
