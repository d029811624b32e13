// Headless Chromium for the bench's browser cases. Plain ESM so `node bench/run.mjs` can load it;
// the flags mirror config/chromium.ts (a unit test keeps the two in step).
import { chromium } from 'playwright-core';

export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Debian's Chromium headless with the flags this machine's closed network needs. */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs, headless: true });
}
