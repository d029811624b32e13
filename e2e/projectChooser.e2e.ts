import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const copy = en.projectChooser;
const seed = createSeedData();

describe('the project chooser in the host', () => {
  const browser = useBrowser();

  it('searches a project, opens it, shows its developer, goes on to add-to-project and back', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);

    await page.locator('aside').getByRole('link', { name: en.shell.sections['add-new-property'] }).click();
    await page.waitForURL((url) => url.pathname === '/agency/add-new-property');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: en.shell.sections['add-new-property'] }).waitFor();
    await main.getByRole('heading', { name: copy.chooseOption }).waitFor();
    await main.getByText(copy.approvedCount(seed.projects.length)).waitFor();

    // Search by a word of a project's name: the list narrows to the matches.
    const project = seed.projects[seed.projects.length - 1]!;
    const word = project.name.split(' ')[0] ?? project.name;
    await main.getByRole('searchbox', { name: copy.searchPlaceholder }).fill(word);
    const matches = seed.projects.filter((candidate) => candidate.name.toLowerCase().includes(word.toLowerCase())).length;
    await main.getByText(copy.approvedCount(matches)).waitFor();
    await main.getByRole('button', { name: project.name, exact: true }).first().click();

    // The details: the URL names the project, the developer card shows the developer.
    await page.waitForURL((url) => url.searchParams.get('project') !== null && url.searchParams.get('view') === null);
    const projectId = Number(new URL(page.url()).searchParams.get('project'));
    const chosen = seed.projects.find((candidate) => candidate.id === projectId)!;
    const developer = seed.developers.find((candidate) => candidate.id === chosen.developerId)!;
    const card = main.getByRole('region', { name: copy.details.developerInformation });
    await card.getByText(developer.companyName ?? '').waitFor();
    await card.getByText(developer.businessEmail ?? '').waitFor();

    // On to the add-to-project view, which a reload keeps.
    await main.getByRole('button', { name: copy.details.continue }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'add');
    await main.getByRole('heading', { name: copy.addToProject.aboutProject }).waitFor();
    await page.reload();
    await main.getByRole('button', { name: copy.addToProject.addProperty }).waitFor();

    // Back to the details, then to the list.
    await main.getByRole('button', { name: copy.addToProject.backToProjectDetails }).click();
    await card.waitFor();
    await main.getByRole('button', { name: copy.details.backToSelection }).click();
    await main.getByRole('heading', { name: copy.selectProject }).waitFor();
    expect(new URL(page.url()).search).toBe('');

    // Add Property to this Project hands over to the form's page (its placeholder for now). The
    // reload dropped the search, which the URL does not keep: search again.
    await main.getByRole('searchbox', { name: copy.searchPlaceholder }).fill(chosen.name);
    await main.getByRole('button', { name: chosen.name, exact: true }).first().click();
    await main.getByRole('button', { name: copy.details.continue }).click();
    await main.getByRole('button', { name: copy.addToProject.addProperty }).click();
    await page.waitForURL((url) => url.searchParams.get('form') === 'project' && url.searchParams.get('project') === String(projectId));
    await browser.close(page);
  });
});
