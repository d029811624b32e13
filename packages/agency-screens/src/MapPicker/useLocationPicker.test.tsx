import { mapConstants } from '@marketplace/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingGeocoder } from './geocoders/fakeGeocoders.testing';
import { offlineBasemapAttribution } from './offline/uaeBasemapStyle';
import { useLocationPicker, type LocationPickerOptions } from './useLocationPicker';

function renderPicker(options: Partial<LocationPickerOptions> = {}) {
  const { geocoder } = recordingGeocoder();
  return renderHook(() => useLocationPicker({ initialPoint: null, geocoder, onConfirm: vi.fn(), onCancel: vi.fn(), ...options }));
}

describe('useLocationPicker', () => {
  it('starts at the default centre, zoom 13, and loads the built-in basemap', async () => {
    const { result } = renderPicker();
    expect(result.current.map.centre).toEqual(mapConstants.defaultCentre);
    expect(result.current.map.zoom).toBe(13);
    expect(result.current.map.mapStyle).toBeNull();
    await waitFor(() => expect(result.current.map.mapStyle).toMatchObject({ version: 8 }));
    expect(result.current.map.fallbackStyle).toBeUndefined();
  });

  it('moves the camera to a picked suggestion at zoom 16, but not for a click on the map', async () => {
    const { result } = renderPicker();
    act(() => result.current.search.onQueryChange('marina'));
    await waitFor(() => expect(result.current.search.suggestions.length).toBeGreaterThan(0));
    const marina = result.current.search.suggestions.find((suggestion) => suggestion.label === 'Dubai Marina');
    act(() => result.current.search.onPick(marina?.id ?? ''));
    expect(result.current.map.zoom).toBe(16);
    expect(result.current.map.centre).toEqual(marina?.point);
    act(() => result.current.map.onPick({ latitude: 25.1, longitude: 55.2 }));
    expect(result.current.point).toEqual({ latitude: 25.1, longitude: 55.2 });
    expect(result.current.map.centre).toEqual(marina?.point);
  });

  it('keeps the built-in basemap ready behind a custom style, and names it once the custom one failed', async () => {
    const { result } = renderPicker({ mapStyle: 'https://tiles.example.com/style.json' });
    await waitFor(() => expect(result.current.map.mapStyle).toBe('https://tiles.example.com/style.json'));
    expect(result.current.map.fallbackStyle).toMatchObject({ version: 8 });
    expect(result.current.sources.map).toBe('tiles.example.com');
    act(() => result.current.map.onStyleFallback());
    expect(result.current.map.styleFellBack).toBe(true);
    expect(result.current.sources.map).toBe(offlineBasemapAttribution);
  });
});
