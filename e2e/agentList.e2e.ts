import { agentFullName, en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { faultsInForce, injectFault } from './support/sandboxControl';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

// The demo host serves the default seed: the test picks an agent with listed properties by e-mail, as a user would.
const seed = createSeedData();
const target = seed.agents.find(
  (agent) => agent.email && seed.properties.some((item) => item.agentId === agent.id) && seed.agents.filter((other) => other.email === agent.email).length === 1,
);
const targetProperty = seed.properties.find((item) => item.agentId === target?.id)?.property;
const copy = en.agentList;

async function openAgentList(page: Page) {
  await page.locator('aside').getByRole('link', { name: en.shell.sections['manage-agents'] }).click();
  await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
}

describe('Agent list in the host', () => {
  const browser = useBrowser();

  it("filters by e-mail, opens the agent's profile and a listed property, requests to add and cancels, and restores the view after a refresh", async () => {
    if (!target?.email || !targetProperty?.name) throw new Error('The seed has no agent with a listed property');
    const name = agentFullName(target);
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openAgentList(page);

    await page.getByRole('textbox', { name: copy.filters.email }).fill(target.email);
    await page.waitForURL((url) => url.searchParams.get('email') === target.email);
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);

    await page.getByRole('button', { name: copy.viewAgent(name) }).click();
    const profile = page.getByRole('dialog', { name: copy.profile.title });
    await profile.waitFor();
    expect(new URL(page.url()).searchParams.get('agent')).toBe(String(target.id));
    await profile.getByRole('heading', { name: copy.profile.listedProperties }).waitFor();

    await profile.getByRole('button', { name: new RegExp(targetProperty.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    const details = page.getByRole('dialog', { name: copy.property.title });
    await details.waitFor();
    expect(new URL(page.url()).searchParams.get('property')).toBe(String(targetProperty.id));
    await details.getByText(/^\$[\d,]+\.\d\d$/).first().waitFor();
    // The footer's Close (the title bar's close button has the same name).
    await details.getByRole('button', { name: copy.property.close }).last().click();
    await details.waitFor({ state: 'detached' });

    await profile.getByRole('button', { name: copy.requestToAddFor(name) }).click();
    await profile.getByRole('button', { name: copy.processing }).waitFor();
    await page.getByText(copy.requestSent).waitFor();
    await profile.getByRole('button', { name: copy.cancelRequestFor(name) }).click();
    await page.getByText(copy.requestCancelled).waitFor();
    await profile.getByRole('button', { name: copy.requestToAddFor(name) }).waitFor();

    await page.reload();
    await profile.waitFor();
    expect(await page.getByRole('textbox', { name: copy.filters.email }).inputValue()).toBe(target.email);
    await browser.close(page);
  });

  it("says 'Failed to fetch agents. Status: 500' when the list fails, and Retry loads it", async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await injectFault(page, 'GET /api/auth/accounts/get', { status: 500, times: 1 });
    await openAgentList(page);
    await page.getByText(en.common.fetchFailedWithStatus('agents', 500)).waitFor();
    await page.getByRole('button', { name: en.common.retry }).click();
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(10);
    // The fault was used up by the list's request, not left waiting on a route nothing takes.
    expect(await faultsInForce(page)).toEqual([]);
    await browser.close(page);
  });

  it("goes to the sign-in page saying 'Your session has expired. Please log in again.' when the server refuses the session", async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await injectFault(page, 'GET /api/auth/accounts/get', { status: 401, times: 1 });
    // The refusal may come before the list's heading shows: no wait for it.
    await page.locator('aside').getByRole('link', { name: en.shell.sections['manage-agents'] }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByRole('heading', { name: en.signIn.title }).waitFor();
    await page.getByText(en.session.sessionExpired).waitFor();
    await browser.close(page);
  });
});
