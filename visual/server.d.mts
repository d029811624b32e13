// Types of server.mjs (plain JavaScript: it also runs as a worker thread, where tsx does not load).
export function startStaticServer(root: string, port?: number): Promise<{ url: string; close: () => Promise<void> }>;
