import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The bench's own helpers: the host built against an API URL, and the sandbox served over HTTP.
import { buildHost } from '../bench/builds.mjs';
import { signInOverHttp, startSandboxHttp } from '../bench/sandboxHttp.mjs';
import { chromiumArgs, chromiumExecutablePath } from '../config/chromium';

// A reload of a signed-in tab against a real HTTP API (the sandbox's server): the profile check and the
// enquiries leave while the page parses, before the entry script has even arrived, and the host
// takes those answers instead of asking again (issue 20). Demo builds have no early requests: the
// other e2e files run on one.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sandboxPort = 4391;
let outDir: string;
let browser: Browser;
let host: PreviewServer;
let sandbox: { url: string; close: () => Promise<void> };
let session: Record<string, string>;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'host-http-'));
  sandbox = await startSandboxHttp(root, sandboxPort);
  await buildHost(root, outDir, sandbox.url);
  host = await preview({ configFile: false, root: dirname(outDir), logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
  session = await signInOverHttp(sandbox.url, { email: 'demo@marinahomes.ae', password: 'demo-agency' });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await sandbox?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('early requests of a signed-in tab against an HTTP API', () => {
  it('sends the profile check and the enquiries before the entry script has loaded, once each, and shows the rows', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
    }, session);
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) sent.push(url.pathname);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${host.resolvedUrls?.local[0] ?? ''}agency/inquiry-management`);
    await page.getByRole('row').filter({ has: page.getByRole('rowheader') }).first().waitFor();
    await page.waitForLoadState('networkidle');

    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = entries.find((item) => item.initiatorType === 'script' && /\/assets\/index-[\w-]+\.js$/.test(item.name));
      const enquiries = entries.find((item) => /\/api\/enquiries\/agency\/\d+$/.test(item.name));
      return { entryLoaded: entry?.responseEnd ?? null, enquiriesSent: enquiries?.startTime ?? null };
    });
    expect(timing.entryLoaded).not.toBeNull();
    expect(timing.enquiriesSent).not.toBeNull();
    expect(timing.enquiriesSent ?? Infinity).toBeLessThan(timing.entryLoaded ?? 0);
    expect(sent.filter((path) => path === '/api/profile')).toHaveLength(1);
    expect(sent.filter((path) => path.startsWith('/api/enquiries/agency/'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
