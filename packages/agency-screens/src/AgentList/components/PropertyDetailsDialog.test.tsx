import { createSeedData } from '@marketplace/domain/fixtures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyDetailsDialog } from './PropertyDetailsDialog';

const listing = createSeedData().properties[0]!.property;
const withVideo = (url: string) => ({ ...listing, mainImageURL: null, propertyMedia: [{ ...listing.propertyMedia![0]!, url, type: 'video' as const }] });

function renderDialog(url: string) {
  render(
    <PropertyDetailsDialog property={withVideo(url)} isOpen onClose={() => undefined} mediaUrl={(value) => value} formatPrice={String} formatDate={String} />,
  );
  return screen.getByRole('dialog');
}

describe('PropertyDetailsDialog', () => {
  it("plays a video stored on the page's host", () => {
    const dialog = renderDialog('/api/media/tour.mp4');
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/api/media/tour.mp4');
  });

  it('never requests a video from another host: the fallback picture takes its place, named as the video', () => {
    const dialog = renderDialog('https://tracker.example/pixel.mp4');
    expect(dialog.querySelector('video')).toBeNull();
    expect(dialog.innerHTML).not.toContain('tracker.example');
    expect(screen.getByRole('img', { name: /video/i })).toBeVisible();
  });
});
