import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MapView } from './MapView';
import { storyCentre, storyMapStyle, storyMarkers, withoutWebGl } from './mapStories.testing';

const meta = {
  title: 'UI/MapView',
  component: MapView,
  args: {
    mapStyle: storyMapStyle(),
    centre: storyCentre,
    zoom: 11,
    markers: storyMarkers(1),
    label: 'Map',
    height: 360,
    onPick: fn(),
    onMarkerMove: fn(),
    onLoad: fn(),
    onStyleFallback: fn(),
    onUnavailable: fn(),
  },
  argTypes: { mapStyle: { control: false }, fallbackStyle: { control: false }, markers: { control: false } },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** maplibre-gl loads lazily; the map is ready once it has drawn its style. */
async function loadedMap(canvasElement: HTMLElement, onLoad: ReturnType<typeof fn>) {
  await waitFor(() => expect(onLoad).toHaveBeenCalled(), { timeout: 20_000 });
  return within(canvasElement).getByRole('application', { name: /^Map\./ });
}

/** A click on the map picks the point under the pointer. */
export const ClickPicks: Story = {
  play: async ({ args, canvasElement }) => {
    const map = await loadedMap(canvasElement, args.onLoad as ReturnType<typeof fn>);
    await userEvent.click(map);
    await waitFor(() => expect(args.onPick).toHaveBeenCalledTimes(1));
    const picked = (args.onPick as ReturnType<typeof fn>).mock.calls[0]?.[0] as { latitude: number; longitude: number };
    await expect(Math.abs(picked.latitude - storyCentre.latitude)).toBeLessThan(0.5);
  },
};

/** From the keyboard: Tab to the map, Enter picks its centre; arrow keys move a focused draggable marker. */
export const KeyboardPicks: Story = {
  args: { markers: storyMarkers(3) },
  play: async ({ args, canvasElement }) => {
    const map = await loadedMap(canvasElement, args.onLoad as ReturnType<typeof fn>);
    map.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPick).toHaveBeenCalledWith({ latitude: expect.closeTo(storyCentre.latitude, 4), longitude: expect.closeTo(storyCentre.longitude, 4) }));
    const marker = within(canvasElement).getByRole('button', { name: 'Place 1' });
    marker.focus();
    await expect(marker).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onMarkerMove).toHaveBeenCalledTimes(1));
    const [id, moved] = (args.onMarkerMove as ReturnType<typeof fn>).mock.calls[0] as [string, { latitude: number; longitude: number }];
    await expect(id).toBe('marker-1');
    // Ten pixels to the right: the same latitude, a little further east.
    await expect(moved.latitude).toBeCloseTo(storyCentre.latitude, 4);
    await expect(moved.longitude).toBeGreaterThan(storyCentre.longitude + 0.01);
  },
};

/** A style URL that does not answer: the fallback style is drawn, and the caller is told once. */
export const StyleFallsBack: Story = {
  args: { mapStyle: '/no-such-map-style.json', fallbackStyle: storyMapStyle() },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onStyleFallback).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled(), { timeout: 20_000 });
  },
};

/** No WebGL in the browser: the reason in words where the map would be. */
export const WebGlMissing: Story = {
  beforeEach: () => withoutWebGl(),
  play: async ({ args, canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('WebGL is unavailable');
    await expect(args.onUnavailable).toHaveBeenCalledWith('webgl');
  },
};

/** Ten markers on a phone-sized map. */
export const Narrow: Story = {
  args: { markers: storyMarkers(10), height: 280 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await loadedMap(canvasElement, args.onLoad as ReturnType<typeof fn>);
    await expect(within(canvasElement).getAllByRole('button', { name: /^Place / })).toHaveLength(5);
  },
};
