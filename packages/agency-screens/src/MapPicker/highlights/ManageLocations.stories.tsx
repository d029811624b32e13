import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, highlightMarkerColours } from '@marketplace/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../../shared/stories/storySandbox';
import { mapCanvas as mapCanvasOf, openedDialog } from '../stories/mapStoryQueries';
import { withoutWebGl } from '../stories/storyMapData';
import { projectHighlights, savedHighlights, storyCentre } from './stories/highlightStoryData';
import { ManageLocationsHarness } from './stories/ManageLocationsHarness';

// The dialog on the real hook and the sandbox (msw in the story's page): the types come from its lookup.
const { sandbox, connectedMeta } = createStorySandbox();
const text = en.locationHighlights;
const picker = en.mapPicker;

const meta = {
  title: 'Screens/MapPicker/Highlights/Connected',
  component: ManageLocationsHarness,
  ...connectedMeta(),
  args: { onChange: fn(), onDone: fn(), centre: storyCentre },
} satisfies Meta<typeof ManageLocationsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = () => openedDialog(text.manageLocations);
const mapCanvas = (dialog: HTMLElement) => mapCanvasOf(dialog, picker.mapLabel);

async function chooseType(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(text.typeField) }));
  const option = await screen.findByRole('option', { name });
  await userEvent.click(option);
}

async function typeLabel(dialog: HTMLElement, label: string) {
  const field = within(dialog).getByRole('textbox', { name: text.labelField });
  await userEvent.clear(field);
  // Pasted rather than typed key by key: the story runs on a shared machine within its time limit.
  await userEvent.paste(label);
}

const listItems = (dialog: HTMLElement) => within(within(dialog).getByRole('region', { name: text.listLabel })).queryAllByRole('listitem');

/** Nothing yet: the empty list, the three messages, Add disabled. */
export const Empty: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(text.empty)).toBeVisible();
    await expect(within(dialog).getByText(text.labelRequired)).toBeVisible();
    await expect(await within(dialog).findByText(text.typeRequired)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.add })).toBeDisabled();
  },
};

/** Add two: one placed by a click on the map, one by typed coordinates; temporary ids -1 and -2. */
export const AddTwo: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const canvas = await mapCanvas(dialog);
    await typeLabel(dialog, 'Dubai Mall');
    await chooseType(dialog, 'Shopping');
    await userEvent.click(canvas);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: text.add })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: text.add }));

    await typeLabel(dialog, 'Burj Park');
    await chooseType(dialog, 'Park');
    await userEvent.click(within(dialog).getByRole('textbox', { name: picker.coordinatesLabel }));
    await userEvent.paste('25.1942, 55.2722');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: text.add }));
    await waitFor(() => expect(listItems(dialog)).toHaveLength(2));
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: -1, label: 'Dubai Mall' }), expect.objectContaining({ id: -2, label: 'Burj Park' })]);
  },
};

/** Edit a saved highlight: it loads into the form, Add reads Update, the list keeps its id. */
export const EditOne: Story = {
  args: { initialValue: savedHighlights(2) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const [first, second] = savedHighlights(2);
    await userEvent.click(within(dialog).getByRole('button', { name: text.editItem(first!.label) }));
    await typeLabel(dialog, 'Renamed place');
    await userEvent.click(within(dialog).getByRole('button', { name: text.update }));
    await expect(await within(dialog).findByText('Renamed place')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: first!.id, label: 'Renamed place', isExisting: true }), second]);
    await expect(within(dialog).getByRole('button', { name: text.add })).toBeDisabled();
  },
};

/** Remove one, then Done hands the list back. */
export const RemoveOne: Story = {
  args: { initialValue: savedHighlights(2) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const [first, second] = savedHighlights(2);
    await userEvent.click(within(dialog).getByRole('button', { name: text.removeItem(first!.label) }));
    await waitFor(() => expect(listItems(dialog)).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: text.done }));
    await expect(args.onDone).toHaveBeenCalledWith([second]);
  },
};

/** The project's highlights (purple, read-only) and the property's saved ones (amber); a new one takes the first cycle colour. */
export const ProjectAndSaved: Story = {
  args: { projectHighlights: projectHighlights(2), initialValue: savedHighlights(2) },
  play: async () => {
    const dialog = await openDialog();
    await mapCanvas(dialog);
    await expect(listItems(dialog)).toHaveLength(4);
    await expect(within(dialog).getAllByText(text.fromProject)).toHaveLength(2);
    await expect(within(dialog).getAllByText(text.existing)).toHaveLength(2);
    await expect(highlightMarkerColours).toHaveLength(10);
  },
};

/** The types lookup fails: the built-in five types, and a warning saying so. */
export const TypesLookupFailing: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/locationHighlightsType/search', { status: 500 });
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(await within(dialog).findByText(text.typesFallback)).toBeVisible();
    await chooseType(dialog, en.lookups.highlightTypes[3]);
    await expect(within(dialog).queryByText(text.typeRequired)).not.toBeInTheDocument();
  },
};

/** No WebGL: a clear message where the map would be; typed coordinates still place a highlight. */
export const WebGlMissing: Story = {
  beforeEach: () => withoutWebGl(),
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(await within(dialog).findByText(text.webglUnavailable, {}, { timeout: 15_000 })).toBeVisible();
    await typeLabel(dialog, 'Dubai Opera');
    await chooseType(dialog, 'Landmark');
    await userEvent.click(within(dialog).getByRole('textbox', { name: picker.coordinatesLabel }));
    await userEvent.paste('25.1955, 55.2723');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: text.add }));
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: -1, label: 'Dubai Opera', latitude: 25.1955, longitude: 55.2723 })]);
  },
};

/** A phone, 375 px: the form and the list stack under the map, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { projectHighlights: projectHighlights(1), initialValue: savedHighlights(2) },
  play: async () => {
    const dialog = await openDialog();
    await mapCanvas(dialog);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('textbox', { name: picker.coordinatesLabel })).toBeVisible();
  },
};
