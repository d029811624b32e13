import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectChooser } from './ProjectChooser';
import { createStorySession } from '../shared/stories/storySession';
import { hostileTextStory } from '../shared/hostileText/hostileTextStory';

// The connected chooser on the sandbox (msw in the story's page) with a real session signed in as the
// demo agency; faults per story show the catalogue's messages.
const { sandbox, signedInDecorators, signInDemoAgency } = createStorySession();
const copy = en.projectChooser;

const meta = {
  title: 'Screens/ProjectChooser/Connected',
  component: ProjectChooser,
  parameters: { layout: 'padded' },
  args: { onChooseStandalone: fn(), onAddToProject: fn() },
  decorators: signedInDecorators,
  beforeEach: ({ msw }) => signInDemoAgency(msw),
} satisfies Meta<typeof ProjectChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const approved = () => sandbox.db.projects.list().filter((project) => project.listingStatus?.id === 1);

/** The sandbox's approved projects; open one, see its developer, go on to add a property, and back. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    const project = approved()[0];
    await expect(await canvas.findByText(copy.approvedCount(approved().length), undefined)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: project?.name ?? '' }));
    const developer = await canvas.findByRole('region', { name: copy.details.developerInformation });
    await waitFor(() => expect(within(developer).queryByText(copy.details.businessEmail)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: copy.details.continue }));
    await userEvent.click(await canvas.findByRole('button', { name: copy.addToProject.addProperty }));
    await expect(args.onAddToProject).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: copy.addToProject.backToProjectDetails }));
    await userEvent.click(canvas.getByRole('button', { name: copy.details.backToSelection }));
    await expect(canvas.getByRole('heading', { name: copy.selectProject })).toBeVisible();
  },
};

/** The list never answers: skeleton cards. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/project/search', { never: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.loadingLabel)).toBeInTheDocument();
  },
};

/** The list answers 500 once: 'Error Loading Projects'; Try Again loads it. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/project/search', { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: copy.errorTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.tryAgain }));
    await expect(await canvas.findByText(copy.approvedCount(approved().length), undefined)).toBeVisible();
  },
};

/** The developer call fails: the details say so in the developer card, with Try Again. */
export const DeveloperFails: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/auth/accounts/get', { status: 500 });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: approved()[0]?.name ?? '' }));
    await expect(await canvas.findByText(copy.fetchDeveloperFailed, undefined)).toBeVisible();
  },
};

/** The project call fails: 'Failed to fetch project details' with Try Again. */
export const ProjectFails: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: approved()[0]?.name ?? '' });
    // Set once the list is in: the fault's `:id` would match `/api/project/search` too.
    sandbox.faults.set('GET /api/project/:id', { status: 500 });
    await userEvent.click(open);
    await expect(await canvas.findByRole('heading', { name: copy.fetchProjectFailed })).toBeVisible();
  },
};

/** Every project's name, address, description and picture a vector of the XSS corpus: shown as text, nothing runs or loads. */
export const HostileText: Story = hostileTextStory(sandbox);
