import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { policyViolations, useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

// Every e2e flow fails on a refusal of the policy (support/browser.ts); this file shows the policy is
// there and refuses what hostile text would try, so those checks are not vacuous.
describe("the host's Content-Security-Policy", () => {
  const browser = useBrowser();

  it('ships in the page, first in the head, with no plugins, no <base> and only hashed inline script', async () => {
    const page = await openSignIn(browser);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'(;|$)/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    // Before any script: a policy set after a script does not cover it.
    expect(await page.evaluate(() => document.head.querySelector('script, meta[http-equiv="Content-Security-Policy"]')?.tagName)).toBe('META');
    await browser.close(page);
  });

  it('refuses an injected inline script, a script from another host and a tracking picture, and the app still works', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.injectedScriptRan = true;';
      document.head.append(inline);
      const remote = document.createElement('script');
      remote.src = 'https://attacker.example/steal.js';
      document.head.append(remote);
      const pixel = document.createElement('img');
      pixel.src = 'https://tracker.example/pixel.gif';
      document.body.append(pixel);
    });
    await expect.poll(async () => (await policyViolations(page)).length).toBe(3);
    const violations = await policyViolations(page);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem refused (inline|an inline script or style)/),
        expect.stringMatching(/^script-src-elem refused https:\/\/attacker\.example\/steal\.js/),
        expect.stringMatching(/^img-src refused https:\/\/tracker\.example\/pixel\.gif/),
      ]),
    );
    expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false);
    // What this test provoked is not a failure of the app's own loads, which close() checks.
    await page.evaluate(() => (window.__policyViolations = []));
    await page.locator('aside').getByRole('link', { name: en.shell.sections['inquiry-management'] }).click();
    await page.getByRole('heading', { level: 1, name: en.shell.sections['inquiry-management'] }).waitFor();
    await browser.close(page);
  });
});
