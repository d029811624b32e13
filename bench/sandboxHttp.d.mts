// Types of sandboxHttp.mjs, for the TypeScript that imports it (e2e).
export function startSandboxHttp(root: string, port: number): Promise<{ url: string; close: () => Promise<void> }>;
export function signInOverHttp(accountsUrl: string, credentials: { email: string; password: string }): Promise<Record<string, string>>;
