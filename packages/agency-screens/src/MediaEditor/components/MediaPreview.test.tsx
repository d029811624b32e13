import { ImageSourcePolicyProvider } from '@marketplace/ui';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaPreview } from './MediaPreview';

// The preview is decorative (aria-hidden, its name is written beside it), so the video element itself is looked for.
const videoIn = (container: HTMLElement) => container.querySelector('video');

describe('MediaPreview', () => {
  it("plays a stored video's first frame from the page's host or an allowed media host", () => {
    const { container, rerender } = render(<MediaPreview kind="video" source="/api/media/tour.mp4" />);
    expect(videoIn(container)?.getAttribute('src')).toBe('/api/media/tour.mp4#t=0.1');
    rerender(
      <ImageSourcePolicyProvider allowedOrigins={['https://media.example']}>
        <MediaPreview kind="video" source="https://media.example/tour.mp4" />
      </ImageSourcePolicyProvider>,
    );
    expect(videoIn(container)?.getAttribute('src')).toBe('https://media.example/tour.mp4#t=0.1');
  });

  it('never requests a video from another host or a script address: the video icon shows instead', () => {
    for (const source of ['https://tracker.example/pixel.mp4', '//tracker.example/pixel.gif', 'javascript:alert(1)']) {
      const { container, unmount } = render(<MediaPreview kind="video" source={source} />);
      expect(videoIn(container), source).toBeNull();
      expect(container.querySelector('svg'), source).not.toBeNull();
      unmount();
    }
  });
});
