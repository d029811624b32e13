import { en, type GeoPoint } from '@marketplace/domain';
import { ar } from '@marketplace/domain/ar';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failingGeocoder, heldGeocoder, recordingGeocoder } from './geocoders/fakeGeocoders.testing';
import { MapPicker, type MapPickerProps } from './MapPicker';
import { MessagesProvider } from '../messages';
import { byTextContent } from '../shared/textContent.testing';

const messages = en.mapPicker;
const marina = { latitude: 25.0805, longitude: 55.1403 };

function renderPicker(props: Partial<MapPickerProps> = {}) {
  const onConfirm = vi.fn<(point: GeoPoint, address?: string) => void>();
  const onCancel = vi.fn();
  render(<MapPicker isOpen initialPoint={null} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  const dialog = screen.getByRole('dialog');
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return {
    dialog,
    onConfirm,
    onCancel,
    search: within(dialog).getByRole('combobox', { name: messages.searchLabel }),
    latitude: () => field(messages.latitude),
    longitude: () => field(messages.longitude),
    coordinates: () => field(messages.coordinatesLabel),
    confirm: () => within(dialog).getByRole('button', { name: messages.confirm }),
  };
}

describe('MapPicker', () => {
  it('starts with no point and Confirm disabled, then picks a suggestion with the keyboard', async () => {
    const user = userEvent.setup();
    const { dialog, search, latitude, longitude, confirm, onConfirm } = renderPicker();
    expect(dialog).toHaveAccessibleName(messages.selectTitle);
    expect(confirm()).toBeDisabled();
    expect(within(dialog).getByText(messages.noSelection)).toBeVisible();

    await user.type(search, 'dubai');
    // Many places hold "Dubai": the list stops at five.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    await user.clear(search);
    await user.type(search, 'marina');
    const option = await screen.findByRole('option', { name: /^Dubai Marina/ });
    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('data-focused', 'true');
    await user.keyboard('{Enter}');
    // The list closes (the rest of the dialog is hidden from assistive technology while it is open).
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    expect(latitude()).toHaveValue('25.080500');
    expect(longitude()).toHaveValue('55.140300');
    expect(search).toHaveValue('Dubai Marina');
    expect(within(dialog).getByText(messages.selectedCoordinates('25.080500', '55.140300'))).toBeVisible();
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith(marina, 'Dubai Marina');
  });

  it('searches once, 300 ms after the last keystroke, and cancels a search the next keystroke overtakes', async () => {
    const user = userEvent.setup();
    const { geocoder, held } = heldGeocoder();
    const { search } = renderPicker({ geocoder });
    await user.type(search, 'palm');
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]?.query).toBe('palm');
    await user.type(search, ' j');
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]?.signal.aborted).toBe(true);
    expect(held[1]?.query).toBe('palm j');
    held[1]?.release();
    expect(await screen.findByRole('option', { name: /^Palm Jumeirah/ })).toBeVisible();
  });

  it('asks for at most five suggestions', async () => {
    const user = userEvent.setup();
    const { geocoder, searches } = recordingGeocoder();
    const { search } = renderPicker({ geocoder });
    await user.type(search, 'al');
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]?.limit).toBe(5);
    expect((await screen.findAllByRole('option')).length).toBe(5);
  });

  it.each([
    ['timeout', messages.searchTimeout],
    ['rateLimited', messages.searchRateLimited],
    ['badResponse', messages.searchBadResponse],
    ['network', messages.searchNetwork],
  ] as const)('says why a search failed (%s) and keeps what was typed', async (kind, message) => {
    const user = userEvent.setup();
    const { dialog, search } = renderPicker({ geocoder: failingGeocoder(kind) });
    await user.type(search, 'Downtown');
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(search).toHaveValue('Downtown');
    expect(search).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads typed coordinates with commas or Arabic-Indic digits, and refuses bad ones saying why', async () => {
    const user = userEvent.setup();
    const { dialog, coordinates, latitude, longitude, confirm } = renderPicker();
    const go = within(dialog).getByRole('button', { name: messages.coordinatesApply });

    await user.type(coordinates(), '95, 55');
    await user.click(go);
    expect(within(dialog).getByText(messages.latitudeOutOfRange)).toBeVisible();
    expect(coordinates()).toHaveValue('95, 55');
    expect(confirm()).toBeDisabled();

    await user.clear(coordinates());
    await user.type(coordinates(), '25.2{Enter}');
    expect(within(dialog).getByText(messages.coordinatesNotAPair)).toBeVisible();

    await user.clear(coordinates());
    await user.type(coordinates(), '25,0805 55,1403{Enter}');
    expect(latitude()).toHaveValue('25.080500');
    expect(longitude()).toHaveValue('55.140300');
    expect(within(dialog).queryByText(messages.coordinatesNotAPair)).not.toBeInTheDocument();
    // The gazetteer names the nearest place: the reverse lookup fills the address.
    expect(await within(dialog).findByText(byTextContent(`${messages.address}: Dubai Marina, Dubai`))).toBeVisible();

    await user.clear(coordinates());
    await user.type(coordinates(), '\u0662\u0665\u066B\u0662\u060C \u0665\u0665\u066B\u0663{Enter}');
    expect(latitude()).toHaveValue('25.200000');
    expect(longitude()).toHaveValue('55.300000');
    expect(confirm()).toBeEnabled();
  });

  it('opens an existing point as Edit Location and confirms once however often Confirm is pressed', async () => {
    const user = userEvent.setup();
    const { dialog, latitude, longitude, confirm, onConfirm } = renderPicker({ initialPoint: marina, initialAddress: 'Marina Walk' });
    expect(dialog).toHaveAccessibleName(messages.editTitle);
    expect(latitude()).toHaveValue('25.080500');
    expect(longitude()).toHaveValue('55.140300');
    await user.dblClick(confirm());
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith(marina, 'Marina Walk');
  });

  it('names the sources of the map and the search', () => {
    const { dialog } = renderPicker();
    expect(within(dialog).getByText('Map: Natural Earth. Address search: GeoNames (CC BY 4.0).')).toBeVisible();
  });

  it('credits the sources in Arabic with no English label: only their names stay in Latin letters', () => {
    render(
      <MessagesProvider messages={ar}>
        <MapPicker isOpen initialPoint={null} onConfirm={vi.fn()} onCancel={vi.fn()} />
      </MessagesProvider>,
    );
    const credits = within(screen.getByRole('dialog')).getByText(/^الخريطة:/);
    expect(credits).toHaveTextContent('الخريطة: \u2068Natural Earth\u2069. البحث عن العناوين: \u2068GeoNames (CC BY 4.0)\u2069.', {
      normalizeWhitespace: false,
    });
  });
});
