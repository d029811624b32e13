import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, within } from 'storybook/test';
import { loadOfflineBasemapStyle } from '../offline/uaeBasemapStyle';
import { openedDialog } from '../stories/mapStoryQueries';
import { ManageLocationsDialog, type ManageLocationsDialogProps } from './ManageLocationsDialog';
import { projectHighlights, savedHighlights } from './stories/highlightStoryData';
import { highlightViewArgs, type HighlightViewState } from './stories/highlightViewArgs';

const text = en.locationHighlights;

const meta = {
  title: 'Screens/MapPicker/Highlights/View',
  component: ManageLocationsDialog,
  // Each story's args come from its loader (the built-in basemap is loaded as the hook loads it).
  args: highlightViewArgs(null, { typesStatus: 'loading' }),
  loaders: [async () => ({ basemap: await loadOfflineBasemapStyle() })],
} satisfies Meta<typeof ManageLocationsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Loaded = { basemap: object };
const withBasemap = (state: HighlightViewState, change: (args: ManageLocationsDialogProps) => Partial<ManageLocationsDialogProps> = () => ({})) =>
  ((_args: ManageLocationsDialogProps, { loaded }: { loaded: Record<string, unknown> }) => {
    const args = highlightViewArgs((loaded as Loaded).basemap, state);
    return <ManageLocationsDialog {...args} {...change(args)} />;
  }) as Story['render'];

const openDialog = () => openedDialog(text.manageLocations);

/** The map's data and the highlight types still loading: placeholders say so; the label can be typed. */
export const Loading: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(en.mapPicker.mapLoading)).toBeVisible();
    await expect(within(dialog).getByText(text.typesLoading)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.add })).toBeDisabled();
  },
};

/** No highlights yet: the three messages, Add disabled, the list's empty line. */
export const Empty: Story = {
  render: withBasemap({}),
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(text.empty)).toBeVisible();
    await expect(within(dialog).getByText(text.labelRequired)).toBeVisible();
    await expect(within(dialog).getByText(text.typeRequired)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.add })).toBeDisabled();
  },
};

/** The project's highlights (purple, read-only) and the property's saved ones (amber, editable). */
export const ProjectAndSaved: Story = {
  render: withBasemap({ projectHighlights: projectHighlights(2), value: savedHighlights(2) }),
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getAllByText(text.fromProject)).toHaveLength(2);
    await expect(within(dialog).getAllByText(text.existing)).toHaveLength(2);
    const saved = savedHighlights(2)[0]!;
    await expect(within(dialog).getByRole('button', { name: text.editItem(saved.label) })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: text.editItem(projectHighlights(1)[0]!.label) })).not.toBeInTheDocument();
  },
};

/** A saved highlight loaded into the form: Update and Cancel edit. */
export const Editing: Story = {
  render: withBasemap({ value: savedHighlights(2) }, (args) => {
    const saved = savedHighlights(2)[0]!;
    const point = { latitude: Number(saved.latitude), longitude: Number(saved.longitude) };
    return {
      form: { ...args.form, mode: 'edit', label: saved.label, typeId: saved.highlightsType?.id ?? null, point, problems: {}, canSubmit: true },
      list: { ...args.list, editingId: saved.id },
    };
  }),
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('button', { name: text.update })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: text.cancelEdit })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: text.labelField })).toHaveValue(savedHighlights(1)[0]!.label);
  },
};

/** The types lookup failed: the built-in list and a warning saying so. */
export const TypesFallback: Story = {
  render: withBasemap({ typesStatus: 'fallback' }),
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(text.typesFallback)).toBeVisible();
  },
};

/** A phone, 375 px: form and list stack under the map, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: withBasemap({ projectHighlights: projectHighlights(2), value: savedHighlights(2) }),
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('button', { name: text.add })).toBeVisible();
  },
};
