import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, within } from 'storybook/test';
import { LocationPickerDialog, type LocationPickerDialogProps } from './LocationPickerDialog';
import { loadOfflineBasemapStyle } from './offline/uaeBasemapStyle';
import { byTextContent } from '../shared/textContent.testing';
import { openedDialog } from './stories/mapStoryQueries';
import { longAddress, marina, pickerViewArgs, refusedCoordinates, timeoutError } from './stories/viewArgs';

const text = en.mapPicker;

const meta = {
  title: 'Screens/MapPicker/View',
  component: LocationPickerDialog,
  // Each story's args come from its loader (the built-in basemap is loaded as the hook loads it).
  args: pickerViewArgs(null),
  loaders: [async () => ({ basemap: await loadOfflineBasemapStyle() })],
} satisfies Meta<typeof LocationPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Loaded = { basemap: object };
const withBasemap = (change: (basemap: object) => Partial<LocationPickerDialogProps>) =>
  ((args: LocationPickerDialogProps, { loaded }: { loaded: Record<string, unknown> }) => (
    <LocationPickerDialog {...args} {...change((loaded as Loaded).basemap)} />
  )) as Story['render'];

const openDialog = (name: string = text.selectTitle) => openedDialog(name);

/** The basemap's data still loading: a placeholder holds the map's place; the rest works. */
export const Loading: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(text.mapLoading)).toBeVisible();
    await expect(within(dialog).getByText(text.noSelection)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeDisabled();
  },
};

/** Nothing picked yet: 'Select Location' at the default centre. */
export const Empty: Story = {
  render: withBasemap((basemap) => pickerViewArgs(basemap)),
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('textbox', { name: text.latitude })).toHaveValue('');
    await expect(within(dialog).getByText(text.clickHint)).toBeVisible();
  },
};

/** A point with its address: 'Edit Location', both coordinates to 6 decimals. */
export const Typical: Story = {
  render: withBasemap((basemap) => pickerViewArgs(basemap, marina.point, marina.name)),
  play: async () => {
    const dialog = await openDialog(text.editTitle);
    await expect(within(dialog).getByRole('textbox', { name: text.latitude })).toHaveValue(marina.point.latitude.toFixed(6));
    await expect(within(dialog).getByRole('textbox', { name: text.longitude })).toHaveValue(marina.point.longitude.toFixed(6));
    await expect(within(dialog).getByText(byTextContent(`${text.address}: ${marina.name}`))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeEnabled();
  },
};

/** A long address wraps inside the dialog. */
export const LongAddress: Story = {
  render: withBasemap((basemap) => pickerViewArgs(basemap, marina.point, longAddress())),
  play: async () => {
    const dialog = await openDialog(text.editTitle);
    await expect(within(dialog).getByText(byTextContent(`${text.address}: ${longAddress()}`))).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** The search failed: its reason under the field, the text kept. */
export const SearchFailed: Story = {
  render: withBasemap((basemap) => {
    const args = pickerViewArgs(basemap);
    return { ...args, search: { ...args.search, query: marina.name, status: 'failed', error: timeoutError } };
  }),
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(text.searchTimeout)).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: text.searchLabel })).toHaveValue(marina.name);
  },
};

/** Typed coordinates refused: the reason under the field, the text kept. */
export const CoordinatesRefused: Story = {
  render: withBasemap((basemap) => ({ ...pickerViewArgs(basemap), coordinates: { ...pickerViewArgs(basemap).coordinates, ...refusedCoordinates } })),
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(text.latitudeOutOfRange)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: text.coordinatesLabel })).toHaveValue(refusedCoordinates.text);
  },
};

/** The custom style failed: the built-in basemap and a warning saying so. */
export const StyleFellBack: Story = {
  render: withBasemap((basemap) => {
    const args = pickerViewArgs(basemap);
    return { ...args, map: { ...args.map, styleFellBack: true } };
  }),
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(text.styleFallback)).toBeVisible();
  },
};

/** A phone, 375 px: everything stacks, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: withBasemap((basemap) => pickerViewArgs(basemap, marina.point, marina.name)),
  play: async () => {
    const dialog = await openDialog(text.editTitle);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('button', { name: text.coordinatesApply })).toBeVisible();
  },
};
