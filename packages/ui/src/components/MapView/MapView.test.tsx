import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapView } from './MapView';
import { storyCentre, storyMapStyle } from './mapStories.testing';

const webgl = vi.hoisted(() => ({ available: false }));
vi.mock('./webglSupport', () => ({ hasWebGl: () => webgl.available }));
// The map's code failing to load, as a chunk that cannot be fetched does: after a moment, so the
// loading label has been shown.
vi.mock('./MapCanvas', async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  throw new Error('chunk failed to load');
});

const props = { mapStyle: storyMapStyle(), centre: storyCentre, zoom: 12, markers: [], label: 'Map', height: 300 };

describe('MapView', () => {
  it('says WebGL is missing in place of the map, and tells the caller', () => {
    webgl.available = false;
    const onUnavailable = vi.fn();
    render(<MapView {...props} onUnavailable={onUnavailable} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot draw maps (WebGL is unavailable).');
    expect(onUnavailable).toHaveBeenCalledWith('webgl');
  });

  it("shows the caller's words for a missing map", () => {
    webgl.available = false;
    render(<MapView {...props} unavailable={(reason) => <p>No map here ({reason})</p>} />);
    expect(screen.getByText('No map here (webgl)')).toBeInTheDocument();
  });

  it('shows the loading label, then says the map could not be loaded when its code fails', async () => {
    webgl.available = true;
    const onUnavailable = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<MapView {...props} loadingLabel="Loading the map" onUnavailable={onUnavailable} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map');
    expect(await screen.findByRole('alert')).toHaveTextContent('The map could not be loaded.');
    expect(onUnavailable).toHaveBeenCalledWith('load');
  });
});
