import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingGeocoder } from './geocoders/fakeGeocoders.testing';
import { byTextContent } from '../shared/textContent.testing';
import { MapPicker } from './MapPicker';
import { mapCanvas as mapCanvasOf, openedDialog } from './stories/mapStoryQueries';
import { customStyleUrl, gazetteerPlace, missingStyleUrl, withoutWebGl } from './stories/storyMapData';

const text = en.mapPicker;

const meta = {
  title: 'Screens/MapPicker/Connected',
  component: MapPicker,
  args: { isOpen: true, initialPoint: null, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (name: string = text.selectTitle) => openedDialog(name);
const mapCanvas = (dialog: HTMLElement) => mapCanvasOf(dialog, text.mapLabel);

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

/** Offline: search the built-in gazetteer, pick a suggestion with the keyboard, confirm. */
export const SearchAndPick: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await mapCanvas(dialog);
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: text.searchLabel }));
    await userEvent.keyboard('Palm Jum');
    const option = await screen.findByRole('option', { name: /^Palm Jumeirah/ });
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const palm = gazetteerPlace('Palm Jumeirah').point;
    await waitFor(() => expect(field(dialog, text.latitude)).toHaveValue(palm.latitude.toFixed(6)));
    await expect(field(dialog, text.longitude)).toHaveValue(palm.longitude.toFixed(6));
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith(palm, 'Palm Jumeirah');
  },
};

/** A click on the map picks that spot; the gazetteer names the nearest community. */
export const ClickTheMap: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const canvas = await mapCanvas(dialog);
    await userEvent.click(canvas);
    await waitFor(() => expect(field(dialog, text.latitude)).not.toHaveValue(''));
    await expect(field(dialog, text.latitude).getAttribute('value')).toMatch(/^25\.\d{6}$/);
    await expect(within(dialog).getByText(byTextContent(`${text.address}: `, { exact: false }))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Without a pointer: coordinates typed with a decimal comma and in Arabic-Indic digits, and a refused pair. */
export const TypeCoordinates: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const entry = field(dialog, text.coordinatesLabel);
    await userEvent.click(entry);
    await userEvent.keyboard('95, 55{Enter}');
    await expect(within(dialog).getByText(text.latitudeOutOfRange)).toBeVisible();
    await expect(entry).toHaveValue('95, 55');
    await userEvent.clear(entry);
    await userEvent.keyboard('\u0662\u0665\u066B\u0662\u060C \u0665\u0665\u066B\u0663{Enter}');
    await waitFor(() => expect(field(dialog, text.latitude)).toHaveValue('25.200000'));
    await expect(field(dialog, text.longitude)).toHaveValue('55.300000');
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ latitude: 25.2, longitude: 55.3 }, expect.any(String));
  },
};

/** An existing point: 'Edit Location', centred on it with its marker. */
export const EditExistingPoint: Story = {
  args: { initialPoint: gazetteerPlace('Dubai Marina').point, initialAddress: gazetteerPlace('Dubai Marina').name },
  play: async () => {
    const dialog = await openDialog(text.editTitle);
    await mapCanvas(dialog);
    const marina = gazetteerPlace('Dubai Marina').point;
    await expect(field(dialog, text.latitude)).toHaveValue(marina.latitude.toFixed(6));
    await expect(within(dialog).getByText(byTextContent(`${text.address}: Dubai Marina`))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeEnabled();
  },
};

/** An embedder's own style URL; the sources line names it. */
export const CustomStyle: Story = {
  args: { mapAttribution: 'Night tiles (story)' },
  loaders: [async () => ({ styleUrl: await customStyleUrl() })],
  render: (args, { loaded }) => <MapPicker {...args} mapStyle={(loaded as { styleUrl: string }).styleUrl} />,
  play: async () => {
    const dialog = await openDialog();
    await mapCanvas(dialog);
    await expect(within(dialog).getByText(text.sources('Night tiles (story)', 'GeoNames (CC BY 4.0)'))).toBeVisible();
    await expect(within(dialog).queryByText(text.styleFallback)).not.toBeInTheDocument();
  },
};

/** A style URL that 404s: the built-in basemap is drawn instead, and the dialog says so. */
export const CustomStyleMissing: Story = {
  args: { mapStyle: missingStyleUrl },
  play: async () => {
    const dialog = await openDialog();
    await expect(await within(dialog).findByText(text.styleFallback, {}, { timeout: 15_000 })).toBeVisible();
    await mapCanvas(dialog);
    await expect(within(dialog).getByText(text.sources('Natural Earth', 'GeoNames (CC BY 4.0)'))).toBeVisible();
  },
};

/** The geocoder fails (here: 429): the reason shows and the text stays. */
export const GeocoderFailing: Story = {
  args: { geocoder: failingGeocoder('rateLimited') },
  play: async () => {
    const dialog = await openDialog();
    const search = within(dialog).getByRole('combobox', { name: text.searchLabel });
    await userEvent.click(search);
    await userEvent.keyboard('Downtown');
    await expect(await within(dialog).findByText(text.searchRateLimited)).toBeVisible();
    await expect(search).toHaveValue('Downtown');
  },
};

/** No WebGL: a clear message where the map would be; search and typed coordinates still pick. */
export const WebGlMissing: Story = {
  beforeEach: () => withoutWebGl(),
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(await within(dialog).findByText(text.webglUnavailable, {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(field(dialog, text.coordinatesLabel));
    await userEvent.keyboard('25.2048, 55.2708{Enter}');
    await waitFor(() => expect(field(dialog, text.latitude)).toHaveValue('25.204800'));
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A phone, 375 px: the fields stack under the map, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await openDialog();
    await mapCanvas(dialog);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(field(dialog, text.coordinatesLabel)).toBeVisible();
  },
};
