import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const copy = en.reviewLists;
const card = en.propertyCard;
const faq = en.faq;

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

  it('offers FAQs only on an approved property, and adds, edits and deletes one that stays after a reload', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    const main = page.locator('main');

    // A pending listing is not public yet: its card has no Manage FAQs.
    await page.goto(new URL('/agency/admin-reviewed?status=pending', page.url()).href);
    const pending = main.getByRole('article').first();
    await pending.waitFor();
    const pendingName = (await pending.getAttribute('aria-label')) ?? '';
    expect(await pending.getByRole('button', { name: card.manageFaqsOf(pendingName) }).count()).toBe(0);

    // An approved one has it.
    await main.getByRole('tab', { name: /^Approved \(\d+\)$/ }).click();
    const approved = main.getByRole('article').first();
    await approved.waitFor();
    const name = (await approved.getAttribute('aria-label')) ?? '';
    const openFaqs = async () => {
      await main.getByRole('article', { name }).getByRole('button', { name: card.manageFaqsOf(name) }).click();
      const dialog = page.getByRole('dialog', { name: faq.dialogTitle(name) });
      const heading = dialog.getByRole('heading', { name: /^Property FAQs \(\d+\)$/ });
      await heading.waitFor();
      return { dialog, count: Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]) };
    };

    // Add.
    let { dialog, count } = await openFaqs();
    const before = count;
    await dialog.getByRole('button', { name: faq.addNewFaq }).click();
    await dialog.getByRole('textbox', { name: faq.question }).fill('Is there a gym in the building?');
    await dialog.getByRole('textbox', { name: faq.answer }).fill('Yes, on the roof.');
    await dialog.getByRole('button', { name: faq.save }).click();
    await page.getByText(faq.created).waitFor();
    await dialog.getByRole('heading', { name: faq.heading(before + 1) }).waitFor();

    // After a reload the new FAQ is still there; edit its answer.
    await page.reload();
    ({ dialog, count } = await openFaqs());
    expect(count).toBe(before + 1);
    await dialog.getByRole('button', { name: /Is there a gym in the building\?/ }).click();
    await dialog.getByRole('button', { name: faq.edit }).click();
    await dialog.getByRole('textbox', { name: faq.answer }).fill('Yes, on the roof, open all day.');
    await dialog.getByRole('button', { name: faq.update }).click();
    await page.getByRole('alertdialog', { name: faq.updateConfirmTitle }).getByRole('button', { name: faq.update }).click();
    await page.getByText(faq.updated).waitFor();

    // After another reload the edit is kept; delete the FAQ.
    await page.reload();
    ({ dialog } = await openFaqs());
    await dialog.getByRole('button', { name: /Is there a gym in the building\?/ }).click();
    await dialog.getByText('Yes, on the roof, open all day.').waitFor();
    await dialog.getByRole('button', { name: faq.delete }).click();
    await page.getByRole('alertdialog', { name: faq.deleteConfirmTitle }).getByRole('button', { name: faq.delete }).click();
    await page.getByText(faq.deleted).waitFor();
    await dialog.getByRole('heading', { name: faq.heading(before) }).waitFor();

    await page.reload();
    ({ count } = await openFaqs());
    expect(count).toBe(before);
    await browser.close(page);
  });
});
