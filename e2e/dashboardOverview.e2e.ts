import { countPropertiesByStatus } from '@marketplace/api-client';
import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { injectFault } from './support/sandboxControl';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const copy = en.dashboard;
const statuses = ['approved', 'pending', 'rejected'] as const;

// The demo host serves the default seed, so the expected figures are the seed's own counts.
const seed = createSeedData();
const seeded = countPropertiesByStatus(
  seed.properties.filter(({ property }) => property.agencyId === seed.demoAgency.id).map(({ property }) => property),
);

const counterLink = (page: Page, status: (typeof statuses)[number]) => page.getByRole('link', { name: new RegExp(`^${copy[status]}`) });

async function expectSeededCounters(page: Page) {
  for (const status of statuses) {
    await expect.poll(async () => counterLink(page, status).locator('[aria-busy]').count(), { timeout: 15_000 }).toBe(0);
    expect(await counterLink(page, status).textContent()).toBe(`${copy[status]}${seeded[status].toLocaleString('en-US')}`);
    // The link's name carries the figure, for a screen reader's list of links.
    const named = `${copy[status]} ${seeded[status].toLocaleString('en-US')}`;
    expect(await page.getByRole('link', { name: named, exact: true }).count()).toBe(1);
  }
}

describe('Dashboard Overview in the host', () => {
  const browser = useBrowser();

  it("shows the agency's approved, pending and rejected counts, and Pending opens that tab of the admin-reviewed list", async () => {
    expect(seeded.approved + seeded.pending + seeded.rejected).toBeGreaterThan(0);
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
    await expectSeededCounters(page);

    // A mark on the window survives only a navigation by the host's router, not a page load.
    await page.evaluate(() => Object.assign(window, { dashboardClickMark: true }));
    await counterLink(page, 'pending').click();
    await page.waitForURL((url) => url.pathname === '/agency/admin-reviewed');
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
    expect(await page.evaluate(() => 'dashboardClickMark' in window)).toBe(true);
    await page.getByRole('heading', { level: 1, name: en.shell.sections['admin-reviewed'] }).waitFor();
    await browser.close(page);
  });

  it('says the counts could not be fetched, and Retry loads them', async () => {
    const page = await openSignIn(browser);
    expect(await injectFault(page, 'GET /api/property/search', { status: 500, times: 1 })).toBeLessThan(300);
    await signInAsDemoAgency(page);
    await page.getByRole('alert').filter({ hasText: copy.loadFailed }).waitFor();
    await page.getByRole('button', { name: en.common.retry }).click();
    await expectSeededCounters(page);
    expect(await page.getByText(copy.loadFailed).count()).toBe(0);
    await browser.close(page);
  });
});
