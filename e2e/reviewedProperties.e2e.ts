import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const copy = en.reviewLists;
const card = en.propertyCard;

describe('Admin Reviewed and Developer Reviewed in the host', () => {
  const browser = useBrowser();

  it('finds a pending property from the dashboard counter, by search, and deletes a property after the confirmation', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);

    // The dashboard's Pending counter opens the admin list on its Pending tab.
    await page.locator('main').getByRole('link', { name: /pending/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/agency/admin-reviewed' && url.searchParams.get('status') === 'pending');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: copy.adminTitle }).waitFor();
    await main.getByRole('tab', { name: /^Pending \(\d+\)$/, selected: true }).waitFor();
    const firstPending = main.getByRole('article').first();
    await firstPending.waitFor();
    const pendingName = (await firstPending.getAttribute('aria-label')) ?? '';
    expect(await firstPending.getByText(card.ribbons.pending).count()).toBe(1);

    // Search it by a word of its name, with asterisks and spaces the filter drops.
    const word = pendingName.split(' ').find((part) => part.length > 3) ?? pendingName;
    const search = main.getByRole('searchbox', { name: copy.searchLabel });
    expect(await search.getAttribute('placeholder')).toBe('Search pending properties...');
    await search.fill(` *${word}* `);
    await page.waitForURL((url) => url.searchParams.get('q') === ` *${word}* `);
    await main.getByRole('article', { name: pendingName }).waitFor();
    await main.getByText(/^\d+ pending properties$/).waitFor();

    // A refresh restores tab and search.
    await page.reload();
    await main.getByRole('article', { name: pendingName }).waitFor();
    expect(await search.inputValue()).toBe(` *${word}* `);

    // Delete a property of the approved tab: the spec's confirmation, then the card leaves and the count drops.
    await search.fill('');
    await main.getByRole('tab', { name: /^Approved \(\d+\)$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === null && url.searchParams.get('q') === null);
    const countText = main.getByText(/^\d+ approved properties$/);
    await countText.waitFor();
    const before = Number((await countText.textContent())?.split(' ')[0]);
    const victim = main.getByRole('article').first();
    const victimName = (await victim.getAttribute('aria-label')) ?? '';
    await victim.getByRole('button', { name: card.deleteOf(victimName) }).click();
    const confirm = page.getByRole('alertdialog', { name: card.deleteDialog.title });
    expect(await confirm.textContent()).toContain(card.deleteDialog.body(victimName));
    await confirm.getByRole('button', { name: card.deleteDialog.confirm }).click();
    await page.getByText(copy.deleted).waitFor();
    await main.getByText(copy.countBadge(before - 1, copy.tabNames.approved)).waitFor();
    expect(await main.getByRole('article', { name: victimName }).count()).toBe(0);

    // Edit leads to the property form's section.
    const next = main.getByRole('article').first();
    const nextName = (await next.getAttribute('aria-label')) ?? '';
    expect(await next.getByRole('link', { name: card.editOf(nextName) }).getAttribute('href')).toMatch(/^\/agency\/add-new-property\?edit=\d+$/);

    // The developer list answers from the sidebar.
    await page.locator('aside').getByRole('link', { name: en.shell.sections['developer-reviewed'] }).click();
    await main.getByRole('heading', { level: 1, name: copy.developerTitle }).waitFor();
    await main.getByText(/^\d+ approved properties$/).waitFor();
    await browser.close(page);
  });
});
