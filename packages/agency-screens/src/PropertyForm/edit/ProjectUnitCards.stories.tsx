import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectUnitCards } from './ProjectUnitCards';
import { editStoryDeveloper, editStoryProject, longNamedDeveloper, longNamedProject } from './stories/editStoryData';

const copy = en.propertyEdit;
const project = editStoryProject();
const developer = editStoryDeveloper(project);
// The fixture's picture addresses are not served in Storybook: a data URL stands in for a picture that loads.
const loadingPicture = () => 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

const meta = {
  title: 'Screens/PropertyForm/Edit/ProjectUnitCards',
  component: ProjectUnitCards,
  parameters: { layout: 'padded' },
  args: { project, developer, onRetryProject: fn(), onRetryDeveloper: fn(), resolveImageUrl: loadingPicture },
} satisfies Meta<typeof ProjectUnitCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const projectCard = (canvas: ReturnType<typeof within>) => canvas.getByRole('region', { name: copy.projectDetails });
const developerCard = (canvas: ReturnType<typeof within>) => canvas.getByRole('region', { name: copy.developer });

/** The project's details and its developer side by side. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(within(projectCard(canvas)).getByText(project.name)).toBeVisible();
    await expect(within(projectCard(canvas)).getByText(en.statuses.constructionStatus[2])).toBeVisible();
    await expect(within(developerCard(canvas)).getByText(developer.companyName ?? '')).toBeVisible();
    await expect(within(developerCard(canvas)).getByRole('img', { name: copy.developerPhotoAlt })).toBeVisible();
  },
};

/** Both load: skeletons, and 'Loading project details...' for a screen reader. */
export const Loading: Story = {
  args: { project: null, developer: undefined },
  play: async ({ canvas }) => {
    await expect(within(projectCard(canvas)).getByText(copy.loadingDetails)).toBeInTheDocument();
    await expect(within(projectCard(canvas)).queryByRole('term')).not.toBeInTheDocument();
    await expect(within(developerCard(canvas)).queryByRole('term')).not.toBeInTheDocument();
  },
};

/** The developer call failed: the message and Try Again; the project card is unaffected. */
export const DeveloperError: Story = {
  args: { developer: null, developerError: en.projectChooser.fetchDeveloperFailed },
  play: async ({ canvas, args }) => {
    await expect(within(developerCard(canvas)).getByRole('alert')).toHaveTextContent(en.projectChooser.fetchDeveloperFailed);
    await expect(within(projectCard(canvas)).getByText(project.name)).toBeVisible();
    await userEvent.click(within(developerCard(canvas)).getByRole('button', { name: en.common.tryAgain }));
    await expect(args.onRetryDeveloper).toHaveBeenCalledOnce();
  },
};

/** The project was not found: its card says so and offers Try Again. */
export const ProjectError: Story = {
  args: { project: null, projectError: en.projectChooser.projectNotFound },
  play: async ({ canvas, args }) => {
    await expect(within(projectCard(canvas)).getByRole('alert')).toHaveTextContent(en.projectChooser.projectNotFound);
    await userEvent.click(within(projectCard(canvas)).getByRole('button', { name: en.common.tryAgain }));
    await expect(args.onRetryProject).toHaveBeenCalledOnce();
  },
};

/** The profile image fails to load: the default user picture takes its place. */
export const BrokenPicture: Story = {
  args: { resolveImageUrl: () => '/missing/developer.jpg' },
  play: async ({ canvas }) => {
    const avatar = within(developerCard(canvas)).getByRole('img', { name: copy.developerPhotoAlt });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};

/** Long names, company, e-mail and address wrap inside the cards. */
export const LongNames: Story = {
  args: { project: longNamedProject(), developer: longNamedDeveloper(project) },
  play: async ({ canvas, args }) => {
    await expect(within(projectCard(canvas)).getByText(args.project?.name ?? '')).toBeVisible();
    const card = developerCard(canvas);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** A phone, 375 px: the cards stack, long text wraps, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { project: longNamedProject(), developer: longNamedDeveloper(project) },
  play: async ({ canvas, canvasElement }) => {
    const projectTop = projectCard(canvas).getBoundingClientRect();
    const developerTop = developerCard(canvas).getBoundingClientRect();
    await expect(developerTop.top).toBeGreaterThanOrEqual(projectTop.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
