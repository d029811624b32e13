import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, shellMessages } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectChooserView } from './ProjectChooserView';
import { longProject, storyProjects } from './stories/projectStoryData';
import { StatefulProjectChooserView } from './stories/StatefulProjectChooserView';

const copy = en.projectChooser;
const projects = storyProjects(23);
const noList = { projects: undefined, totalCount: null, page: 0, pageCount: 0, onPageChange: fn(), search: '', onSearchChange: fn(), isLoading: false, onRetry: fn() };
const noProject = { project: undefined, isLoading: false, onRetry: fn(), developer: undefined };

// The pure view, with the server's search and paging played in memory by the stateful wrapper.
const meta = {
  title: 'Screens/ProjectChooser',
  component: StatefulProjectChooserView,
  parameters: { layout: 'padded' },
  args: { projects, title: shellMessages.sections['add-new-property'], onChooseStandalone: fn(), onAddToProject: fn(), onStepChange: fn() },
} satisfies Meta<typeof StatefulProjectChooserView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: copy.listLabel })).getAllByRole('listitem');

/** The two options, then nine of 23 approved projects with the count and the pages. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: shellMessages.sections['add-new-property'] })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: copy.chooseOption })).toBeVisible();
    await expect(canvas.getByText(copy.approvedCount(23))).toBeVisible();
    await expect(cards(canvas)).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: copy.addStandalone }));
    await expect(args.onChooseStandalone).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: copy.addToExisting }));
    await expect(canvas.getByRole('searchbox', { name: copy.searchPlaceholder })).toHaveFocus();
  },
};

/** Typing a name: after the pause only the matches show, from the first page. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const name = projects[4]?.name ?? '';
    await userEvent.type(canvas.getByRole('searchbox', { name: copy.searchPlaceholder }), name);
    await waitFor(() => expect(canvas.getByText(copy.approvedCount(projects.filter((project) => project.name.includes(name)).length))).toBeVisible());
    await expect(canvas.getAllByRole('button', { name })[0]).toBeVisible();
  },
};

/** Many pages: a run of five page buttons; page 2 shows the next nine. */
export const ManyPages: Story = {
  args: { projects: storyProjects(120) },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: en.common.pagination });
    await expect(within(nav).getAllByRole('button', { name: /^Go to page/ }).filter((button) => button.checkVisibility())).toHaveLength(5);
    await userEvent.click(within(nav).getByRole('button', { name: en.common.goToPage(2) }));
    await expect(within(nav).getByRole('button', { name: en.common.goToPage(2) })).toHaveAttribute('aria-current', 'page');
  },
};

/** Long names, addresses and a description with markup: wrapped, the text cut to 120 characters, no markup run. */
export const LongText: Story = {
  args: { projects: [longProject(), ...projects.slice(0, 4)] },
  play: async ({ canvas }) => {
    const [first] = cards(canvas);
    await expect(within(first as HTMLElement).getByText(/^Overview .+\.\.\.$/)).toBeVisible();
    await expect((first as HTMLElement).querySelector('script, strong')).toBeNull();
  },
};

/** The first load has not answered: card skeletons. */
export const Loading: Story = {
  render: (args) => <ProjectChooserView title={args.title} onChooseStandalone={fn()} onAddToProject={fn()} step={{ view: 'chooser' }} onStepChange={fn()} list={{ ...noList, isLoading: true }} chosen={noProject} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.loadingLabel)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: copy.listLabel })).not.toBeInTheDocument();
  },
};

/** No approved project at all. */
export const EmptyNoProjects: Story = {
  args: { projects: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(copy.emptyNone)).toBeVisible();
  },
};

/** A search nothing matches; Clear Search brings the list back. */
export const EmptySearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: copy.searchPlaceholder }), 'zzzz{Enter}');
    await expect(await canvas.findByText(copy.emptySearch)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.clearSearch }));
    await expect(await canvas.findByText(copy.approvedCount(23))).toBeVisible();
  },
};

/** The list failed: 'Error Loading Projects' with Try Again. */
export const LoadError: Story = {
  render: (args) => <ProjectChooserView title={args.title} onChooseStandalone={fn()} onAddToProject={fn()} step={{ view: 'chooser' }} onStepChange={fn()} list={{ ...noList, loadError: copy.projectsNotFound }} chosen={noProject} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.errorTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.tryAgain })).toBeVisible();
  },
};

/** A project's details: summary and developer card; Continue, then back. */
export const Details: Story = {
  args: { step: undefined },
  play: async ({ canvas }) => {
    const project = projects[0];
    await userEvent.click(canvas.getByRole('button', { name: project?.name ?? '' }));
    await expect(canvas.getByRole('region', { name: copy.details.developerInformation })).toBeVisible();
    await expect(canvas.getByRole('region', { name: copy.details.projectSummary })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.details.backToSelection }));
    await expect(canvas.getByRole('heading', { name: copy.selectProject })).toBeVisible();
  },
};

/** The add-to-project view: price, tiles, about, amenities and the hand-over to the form. */
export const AddToProject: Story = {
  render: (args) => <StatefulProjectChooserView {...args} step={undefined} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: projects[0]?.name ?? '' }));
    await userEvent.click(canvas.getByRole('button', { name: copy.details.continue }));
    await expect(canvas.getByRole('heading', { name: copy.addToProject.aboutProject })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: copy.addToProject.amenities })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.addToProject.addProperty }));
    await expect(args.onAddToProject).toHaveBeenCalledWith(projects[0]);
    await userEvent.click(canvas.getByRole('button', { name: copy.addToProject.backToProjectDetails }));
    await expect(canvas.getByRole('region', { name: copy.details.developerInformation })).toBeVisible();
  },
};

/** The chosen project failed to load: its message with Try Again. */
export const ProjectLoadError: Story = {
  render: (args) => (
    <ProjectChooserView title={args.title} onChooseStandalone={fn()} onAddToProject={fn()} step={{ view: 'details', projectId: 1 }} onStepChange={fn()} list={noList} chosen={{ ...noProject, loadError: copy.fetchProjectFailed }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.fetchProjectFailed })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.details.backToSelection })).toBeVisible();
  },
};

/** Below 768 px: one column of cards and three page buttons. */
export const Narrow: Story = {
  args: { projects: storyProjects(60) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = cards(canvas);
    await waitFor(() => expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left));
    const nav = canvas.getByRole('navigation', { name: en.common.pagination });
    await waitFor(() => expect(within(nav).getAllByRole('button', { name: /^Go to page/ }).filter((button) => button.checkVisibility())).toHaveLength(3));
  },
};
