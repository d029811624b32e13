import { en, type Enquiry } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { faultsInForce, injectFault } from './support/sandboxControl';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

// The demo host serves the default seed, so the test can pick its enquiry the way a user would know it: by email.
const seed = createSeedData();
const agencyEnquiries = seed.enquiries.filter(({ scope }) => scope.agencyId === seed.demoAgency.id).map(({ enquiry }) => enquiry);
const target = agencyEnquiries.find(
  (enquiry) => enquiry.status === 'NEW' && !enquiry.note && agencyEnquiries.filter((other) => other.email === enquiry.email).length === 1,
) as Enquiry;
// Another NEW enquiry, alone under its e-mail, for the double status change.
const second = agencyEnquiries.find(
  (enquiry) =>
    enquiry.id !== target.id && enquiry.status === 'NEW' && agencyEnquiries.filter((other) => other.email === enquiry.email).length === 1,
) as Enquiry;

async function counter(page: Page, label: string): Promise<number> {
  const value = page.getByRole('group', { name: label }).locator('p').last();
  await expect.poll(async () => value.textContent()).not.toBe('...');
  return Number(await value.textContent());
}

async function openInquiryManagement(page: Page) {
  await page.locator('aside').getByRole('link', { name: en.shell.sections['inquiry-management'] }).click();
  await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
}

describe('Inquiry Management in the host', () => {
  const browser = useBrowser();

  it('finds an enquiry by search, notes and resolves it, updates the counters, and restores the view after a refresh', async () => {
    expect(target).toBeDefined();
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openInquiryManagement(page);
    const urgent = await counter(page, en.enquiries.summary.urgent);
    const resolved = await counter(page, en.enquiries.summary.resolved);

    await page.getByRole('searchbox', { name: en.enquiries.searchLabel }).fill(target.email);
    await page.waitForURL((url) => url.searchParams.get('q') === target.email);
    await page.getByRole('button', { name: en.enquiries.viewDetailsOf(target.name) }).click();
    const dialog = page.getByRole('dialog', { name: en.enquiries.details.title });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('inquiry')).toBe(String(target.id));
    await dialog.getByText(en.enquiries.details.noNotes).waitFor();

    await dialog.getByRole('button', { name: en.enquiries.details.editNote }).click();
    await dialog.getByPlaceholder(en.enquiries.details.notePlaceholder).fill('Viewing booked for Saturday 11:00');
    await dialog.getByRole('button', { name: en.enquiries.details.saveNote }).click();
    await page.getByText(en.enquiries.noteUpdated).waitFor();
    await dialog.getByText('Viewing booked for Saturday 11:00').waitFor();

    await dialog.getByRole('button', { name: en.enquiries.details.markAsResolved }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(en.enquiries.statusUpdated).waitFor();
    expect(await counter(page, en.enquiries.summary.urgent)).toBe(urgent - 1);
    expect(await counter(page, en.enquiries.summary.resolved)).toBe(resolved + 1);

    // Open the dialog again so the refresh has a whole view to restore: search and the open dialog.
    await page.getByRole('button', { name: en.enquiries.viewDetailsOf(target.name) }).click();
    await dialog.waitFor();
    await page.reload();
    await dialog.waitFor();
    await dialog.getByText('Viewing booked for Saturday 11:00').waitFor();
    expect(await dialog.getByRole('button', { name: en.enquiries.details.markAsResolved }).count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: en.enquiries.searchLabel }).inputValue()).toBe(target.email);
    expect(await counter(page, en.enquiries.summary.resolved)).toBe(resolved + 1);
    await browser.close(page);
  });

  it('sends two quick status changes on one row in order on a slow server, toasts both, and keeps the second after a reload', async () => {
    expect(second).toBeDefined();
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openInquiryManagement(page);
    await page.getByRole('searchbox', { name: en.enquiries.searchLabel }).fill(second.email);
    await page.waitForURL((url) => url.searchParams.get('q') === second.email);
    expect(await injectFault(page, 'PATCH /api/enquiries/:id', { delayMs: 1500, times: 2 })).toBe(201);

    const status = page.getByRole('button', { name: en.enquiries.statusOf(second.name) });
    await status.click();
    await page.getByRole('option', { name: en.enquiries.statuses.IN_PROGRESS }).click();
    // The first change is still on its way (1.5 s): the second is made on the row as it shows now.
    await status.click();
    await page.getByRole('option', { name: en.enquiries.statuses.RESOLVED }).click();
    await expect.poll(() => status.textContent()).toContain(en.enquiries.statuses.RESOLVED);

    await expect.poll(() => page.getByText(en.enquiries.statusUpdated).count(), { timeout: 10_000 }).toBe(2);
    // Both changes met the slow server: the delay was used up (a route matching no request would leave it).
    expect(await faultsInForce(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: en.enquiries.statusOf(second.name) }).textContent()).toContain(en.enquiries.statuses.RESOLVED);
    await browser.close(page);
  });

  it('lets a keyboard user reach Undo with F6, and holds the toast while focus is in it past the 5 s window', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openInquiryManagement(page);
    await page.getByRole('searchbox', { name: en.enquiries.searchLabel }).fill(target.email);
    await page.waitForURL((url) => url.searchParams.get('q') === target.email);
    const status = page.getByRole('button', { name: en.enquiries.statusOf(target.name) });
    await status.click();
    await page.getByRole('option', { name: en.enquiries.statuses.IN_PROGRESS }).click();
    const toast = page.getByRole('alertdialog', { name: en.enquiries.statusUpdated });
    await toast.waitFor();

    await page.keyboard.press('F6');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(en.common.notifications);
    await page.waitForTimeout(6000);
    expect(await toast.count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.enquiries.undo);
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toContain(en.enquiries.statuses.NEW);
    await browser.close(page);
  });

  it('asks before a sidebar link drops a typed note, and stays when told to', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openInquiryManagement(page);
    await page.getByRole('searchbox', { name: en.enquiries.searchLabel }).fill(target.email);
    await page.waitForURL((url) => url.searchParams.get('q') === target.email);
    await page.getByRole('button', { name: en.enquiries.viewDetailsOf(target.name) }).click();
    const dialog = page.getByRole('dialog', { name: en.enquiries.details.title });
    await dialog.getByRole('button', { name: en.enquiries.details.editNote }).click();
    const note = dialog.getByPlaceholder(en.enquiries.details.notePlaceholder);
    await note.fill('Call back after the viewing');

    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    // The dialog is modal: leave through the history instead of the sidebar behind it, as a link elsewhere would.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('aside a[href="/agency/dashboard"]')?.click());
    await expect.poll(() => asked).toEqual([en.shell.leaveUnsavedChanges]);
    expect(new URL(page.url()).pathname).toBe('/agency/inquiry-management');
    expect(await note.inputValue()).toBe('Call back after the viewing');

    page.once('dialog', (question) => void question.accept());
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('aside a[href="/agency/dashboard"]')?.click());
    await page.waitForURL((url) => url.pathname === '/agency/dashboard');
    await browser.close(page);
  });

  it('goes Back from a closed dialog without opening it again', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openInquiryManagement(page);
    await page.getByRole('button', { name: /^View details of / }).first().click();
    const dialog = page.getByRole('dialog', { name: en.enquiries.details.title });
    await dialog.waitFor();
    await page.waitForURL((url) => url.searchParams.has('inquiry'));
    await dialog.getByRole('button', { name: en.enquiries.details.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('inquiry'));

    // Back lands on the list as it was before the dialog opened: no dialog comes back (it did when closing pushed an entry).
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.has('inquiry')).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await browser.close(page);
  });

  it('keeps filter and sort in the URL and Reset clears search and filter', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openInquiryManagement(page);
    await page.getByRole('button', { name: new RegExp(`${en.enquiries.statusFilterLabel}$`) }).first().click();
    await page.getByRole('option', { name: en.enquiries.statuses.IN_PROGRESS }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'IN_PROGRESS');
    await page.getByRole('columnheader', { name: en.enquiries.columns.name }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('dir') === 'asc');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
    expect(await page.getByRole('columnheader', { name: en.enquiries.columns.name }).getAttribute('aria-sort')).toBe('ascending');

    await page.getByRole('button', { name: en.enquiries.reset }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');

    // The page too: a reload keeps it, Back returns to the page before, another sort starts again at 1.
    const pagination = page.getByRole('navigation', { name: en.common.pagination });
    await pagination.getByRole('button', { name: en.common.nextPage }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.reload();
    await pagination.getByText(en.common.pageOf(2, 7)).waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await pagination.getByText(en.common.pageOf(1, 7)).waitFor();
    await pagination.getByRole('button', { name: en.common.nextPage }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByRole('columnheader', { name: en.enquiries.columns.email }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'email' && !url.searchParams.has('page'));
    await browser.close(page);
  });

  it('keeps every column in view: the whole table at 1,280 px, cards with every field and a sort control at 1,024 and 768 px', async () => {
    const page = await openSignIn(browser, { width: 1280, height: 900 });
    await signInAsDemoAgency(page);
    await openInquiryManagement(page);
    const grid = page.getByRole('grid', { name: en.enquiries.listLabel });
    await grid.getByRole('columnheader', { name: en.enquiries.columns.actions }).waitFor();
    // Nothing to scroll sideways, and the last column's buttons lie inside the frame.
    const frame = grid.locator('xpath=..');
    expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const frameBox = await frame.boundingBox();
    const viewDetails = page.getByRole('button', { name: /^View details of / }).first();
    const buttonBox = await viewDetails.boundingBox();
    expect(frameBox && buttonBox && buttonBox.x + buttonBox.width <= frameBox.x + frameBox.width).toBe(true);
    // And inside its cell's padding: a column too narrow for the button lets it run into the cell's edge.
    const overrun = await viewDetails.evaluate((button) => {
      const cell = button.closest('td');
      if (!cell) throw new Error('View Details is not in a cell');
      const contentEnd = cell.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(cell).paddingInlineEnd);
      return button.getBoundingClientRect().right - contentEnd;
    });
    expect(overrun).toBeLessThanOrEqual(0.5);

    for (const size of [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      await page.getByRole('searchbox', { name: en.enquiries.searchLabel }).fill(target.email);
      await page.waitForURL((url) => url.searchParams.get('q') === target.email);
      const cards = page.getByRole('grid', { name: en.enquiries.listLabel });
      await cards.getByText(target.email).waitFor();
      expect(await cards.getByRole('columnheader').count()).toBe(0);
      for (const text of [target.name, `${en.enquiries.columns.created}:`, `${en.enquiries.columns.note}:`]) {
        expect(await cards.getByText(text, { exact: false }).first().isVisible()).toBe(true);
      }
      await page.getByRole('searchbox', { name: en.enquiries.searchLabel }).fill('');
      await page.waitForURL((url) => !url.searchParams.has('q'));
      await page.getByRole('button', { name: new RegExp(en.enquiries.sort.column) }).click();
      await page.getByRole('option', { name: en.enquiries.columns.name }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
      await page.getByRole('button', { name: en.enquiries.reset }).click();
      await page.goto('/agency/inquiry-management');
      await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
    }
    await browser.close(page);
  });

  it('shows cards and a collapsible filter section below 768 px', async () => {
    const page = await openSignIn(browser, { width: 375, height: 812 });
    await signInAsDemoAgency(page);
    await page.goto('/agency/inquiry-management');
    await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
    await page.getByRole('button', { name: /^View details of / }).first().waitFor();
    expect(await page.getByRole('columnheader').count()).toBe(0);

    const search = page.getByRole('searchbox', { name: en.enquiries.searchLabel });
    expect(await search.isVisible()).toBe(false);
    await page.getByRole('button', { name: en.common.showFilters }).click();
    await search.fill(target.email);
    await page.waitForURL((url) => url.searchParams.get('q') === target.email);
    await page.getByRole('button', { name: en.enquiries.viewDetailsOf(target.name) }).waitFor();
    expect(await page.getByRole('button', { name: /^View details of / }).count()).toBe(1);
    await browser.close(page);
  });
});
