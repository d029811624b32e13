import type { Meta, StoryObj } from '@storybook/react-vite';
import { csvUploadLimits, en, listingStatusIds, type PropertyCsvTemplateKind } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TemplateDialog } from './TemplateDialog';

const copy = en.bulkUpload.templates;

/** What the connected screen passes: the ids of the approved projects (listing status 1). */
const approvedProjectIds = createSeedData()
  .projects.filter((project) => project.listingStatus?.id === listingStatusIds.approved)
  .map((project) => project.id);

const meta = {
  title: 'Screens/BulkUpload/TemplateDialog',
  component: TemplateDialog,
  args: {
    sampleProjectIds: approvedProjectIds.slice(0, csvUploadLimits.templateSampleRows),
    isLoadingProjects: false,
    onDownload: fn(),
  },
  argTypes: { sampleProjectIds: { control: 'object' } },
} satisfies Meta<typeof TemplateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focuses the trigger and opens the dialog with Enter, as a keyboard user would. */
async function openWithKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: copy.downloadTemplate });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: copy.dialogTitle });
  // The modal fades in: wait until it is shown before asserting on what is visible.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Tabs through the dialog until `target` has focus, then presses Enter. */
async function tabToAndPress(target: HTMLElement) {
  for (let step = 0; step < 5 && target.ownerDocument.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

async function expectDownloaded(onDownload: unknown, kind: PropertyCsvTemplateKind) {
  await expect(onDownload).toHaveBeenCalledTimes(1);
  await expect(onDownload).toHaveBeenCalledWith(kind);
}

async function expectClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
}

/** Three approved projects, one per sample row: choosing New Properties Template downloads it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await expect(dialog.getByText(copy.sampleProjectIds(args.sampleProjectIds))).toBeVisible();

    await tabToAndPress(dialog.getByRole('button', { name: copy.newProperties }));

    await expectDownloaded(args.onDownload, 'new');
    await expectClosed(canvasElement);
  },
};

/** Every approved project of the seed: the dialog lists only the ids the template holds, one per row. */
export const ManyProjectIds: Story = {
  args: { sampleProjectIds: approvedProjectIds },
  play: async ({ args, canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    const used = approvedProjectIds.slice(0, csvUploadLimits.templateSampleRows);
    await expect(dialog.getByText(copy.sampleProjectIds(used))).toBeVisible();
    await expect(dialog.queryByText(new RegExp(`\\b${approvedProjectIds.at(-1)}\\b`))).not.toBeInTheDocument();

    await tabToAndPress(dialog.getByRole('button', { name: copy.projectProperties }));

    await expectDownloaded(args.onDownload, 'project');
    await expectClosed(canvasElement);
  },
};

/** One approved project: the template writes it on every sample row. */
export const OneApprovedProject: Story = {
  args: { sampleProjectIds: approvedProjectIds.slice(0, 1) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await expect(dialog.getByText(copy.sampleProjectIds(args.sampleProjectIds))).toBeVisible();
  },
};

/** The approved projects are still loading; the project template can be chosen all the same. */
export const ProjectIdsLoading: Story = {
  args: { sampleProjectIds: [], isLoadingProjects: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    const project = dialog.getByRole('button', { name: copy.projectProperties });
    await expect(project).toHaveAccessibleDescription(`${copy.projectPropertiesDescription} ${copy.loadingProjectIds}`);

    await tabToAndPress(project);

    await expectDownloaded(args.onDownload, 'project');
    await expectClosed(canvasElement);
  },
};

/** No approved project yet: the project template leaves projectIdOfThis for the agent to fill in. */
export const NoApprovedProjects: Story = {
  args: { sampleProjectIds: [] },
  play: async ({ args, canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await expect(dialog.getByText(copy.noProjectIds)).toBeVisible();

    await tabToAndPress(dialog.getByRole('button', { name: copy.projectProperties }));

    await expectDownloaded(args.onDownload, 'project');
    await expectClosed(canvasElement);
  },
};

/** Below 768 px the dialog fills the width and the choices stack. Escape closes it without a download. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    await expect(dialog.getByRole('button', { name: copy.newProperties })).toBeVisible();
    await expect(dialog.getByRole('button', { name: copy.projectProperties })).toBeVisible();

    await userEvent.keyboard('{Escape}');

    await expectClosed(canvasElement);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};
