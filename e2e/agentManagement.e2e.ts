import { en, isolatedText } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const copy = en.agentManagement;
// The demo host serves the default seed: an agent without an agency and not yet invited, and one of the agency's agents.
const seed = createSeedData();
const ofDemo = seed.agentAgencyRelationships.filter(({ agencyId }) => agencyId === seed.demoAgency.id).map(({ relationship }) => relationship);
const invitedEmails = new Set(ofDemo.filter((relationship) => relationship.status === 'PENDING').map((relationship) => relationship.agentEmail));
const free = seed.agents.find((agent) => agent.isHasAgency === false && agent.email && agent.firstName && !invitedEmails.has(agent.email));
const member = ofDemo.find((relationship) => relationship.status === 'ACCEPTED' && relationship.agentEmail && relationship.agentName);

async function openAgentManagement(page: Page) {
  await page.locator('aside').getByRole('link', { name: en.shell.sections['agent-management'] }).click();
  await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
}

async function search(page: Page, email: string) {
  await page.getByRole('searchbox', { name: copy.searchLabel }).fill(email);
  await page.waitForURL((url) => url.searchParams.get('email') === email);
}

describe('Agent Management in the host', () => {
  const browser = useBrowser();

  it('invites an agent, who then shows Pending under Find Agents and in Pending Requests, and Back restores the search', async () => {
    if (!free?.email || !free.firstName) throw new Error('the seed has no agent to invite');
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openAgentManagement(page);
    const countBadge = page.getByText(copy.pendingInvitations(invitedEmails.size));
    await countBadge.waitFor();

    await search(page, free.email);
    const grid = page.getByRole('grid', { name: copy.tabs.findAgents });
    await grid.getByText(free.email).waitFor();
    // The agent may be on the unfiltered first page too: wait for the searched list, one row to invite.
    await expect.poll(() => grid.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    await grid.getByRole('button', { name: copy.invite }).click();
    await page.getByText(copy.invitationSent(isolatedText(free.firstName))).waitFor();
    expect(await grid.getByRole('button', { name: copy.pending }).isDisabled()).toBe(true);
    await page.getByText(copy.pendingInvitations(invitedEmails.size + 1)).waitFor();

    await page.getByRole('tab', { name: copy.tabs.pendingRequests }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'pending-requests' && !url.searchParams.has('email'));
    const pendingGrid = page.getByRole('grid', { name: copy.tabs.pendingRequests });
    await search(page, free.email);
    await pendingGrid.getByText(free.email).waitFor();
    expect(await pendingGrid.getByText(copy.relationshipStatus.PENDING).count()).toBe(1);

    // Back through the pending tab's search and the tab itself: Find Agents with its search, the row still pending.
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('tab') && url.searchParams.get('email') === free.email);
    await expect.poll(async () => page.getByRole('searchbox', { name: copy.searchLabel }).inputValue()).toBe(free.email);
    expect(await page.getByRole('grid', { name: copy.tabs.findAgents }).getByRole('button', { name: copy.pending }).isDisabled()).toBe(true);
  });

  it('removes an agent from the agency after confirmation', async () => {
    if (!member?.agentEmail || !member.agentName) throw new Error('the seed gives the demo agency no agent');
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openAgentManagement(page);
    await page.getByRole('tab', { name: copy.tabs.ourAgents }).click();
    await search(page, member.agentEmail);
    const grid = page.getByRole('grid', { name: copy.tabs.ourAgents });
    await grid.getByText(member.agentEmail).waitFor();
    await grid.getByRole('button', { name: copy.remove }).click();
    const dialog = page.getByRole('alertdialog', { name: copy.removeDialog.title });
    await dialog.getByText(copy.removeDialog.body(member.agentName)).waitFor();
    await dialog.getByRole('button', { name: copy.removeDialog.confirm }).click();
    await page.getByText(copy.agentRemoved(isolatedText(member.agentName))).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(copy.emptyFindAgentsSearch(member.agentEmail)).waitFor();
  });
});
