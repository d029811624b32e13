import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from '../Avatar/Avatar';
import { Image } from './Image';
import { ImageSourcePolicyProvider } from './ImageSourcePolicyProvider';

describe('Image', () => {
  it('renders the picture with its alt text', () => {
    render(<Image src="/media/a.png" alt="Living room" />);
    expect(screen.getByRole('img', { name: 'Living room' })).toHaveAttribute('src', '/media/a.png');
  });

  it('swaps to the fallback, then to a named placeholder, as each address fails', () => {
    const onError = vi.fn();
    render(<Image src="/does-not-exist.png" fallbackSrc="/placeholder.png" alt="Living room" onError={onError} />);

    fireEvent.error(screen.getByRole('img', { name: 'Living room' }));
    expect(screen.getByRole('img', { name: 'Living room' })).toHaveAttribute('src', '/placeholder.png');

    fireEvent.error(screen.getByRole('img', { name: 'Living room' }));
    const placeholder = screen.getByRole('img', { name: 'Living room' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).not.toHaveAttribute('src');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('goes straight to the placeholder without a fallback', () => {
    render(<Image src="/broken.png" alt="Floor plan" />);
    fireEvent.error(screen.getByRole('img', { name: 'Floor plan' }));
    expect(screen.getByRole('img', { name: 'Floor plan' }).tagName).toBe('SPAN');
  });

  it('uses the fallback when there is no address at all', () => {
    render(<Image src="" fallbackSrc="/placeholder.png" alt="Layout" />);
    expect(screen.getByRole('img', { name: 'Layout' })).toHaveAttribute('src', '/placeholder.png');
  });

  it('starts over when given new addresses', () => {
    const { rerender } = render(<Image src="/broken.png" alt="Main image" />);
    fireEvent.error(screen.getByRole('img', { name: 'Main image' }));
    rerender(<Image src="/media/new.png" alt="Main image" />);
    expect(screen.getByRole('img', { name: 'Main image' })).toHaveAttribute('src', '/media/new.png');
  });

  it('keeps a decorative placeholder hidden', () => {
    const { container } = render(<Image src="/broken.png" alt="" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Image and Avatar under an image source policy', () => {
  const pageOrigin = window.location.origin;

  it("never requests another host's picture: the fallback shows instead", () => {
    render(<Image src="https://tracker.example/pixel.gif" fallbackSrc="/default-property.png" alt="Marina Heights" />);
    expect(screen.getByRole('img', { name: 'Marina Heights' })).toHaveAttribute('src', '/default-property.png');
  });

  it("shows the page's own pictures and those of the hosts the provider allows", () => {
    render(
      <ImageSourcePolicyProvider allowedOrigins={['https://media.example']}>
        <Image src="https://media.example/1.jpg" alt="Allowed host" />
        <Image src={`${pageOrigin}/2.jpg`} alt="Own origin" />
        <Image src="https://other.example/3.jpg" alt="Other host" />
      </ImageSourcePolicyProvider>,
    );
    expect(screen.getByRole('img', { name: 'Allowed host' })).toHaveAttribute('src', 'https://media.example/1.jpg');
    expect(screen.getByRole('img', { name: 'Own origin' })).toHaveAttribute('src', `${pageOrigin}/2.jpg`);
    // The placeholder, named, with no <img> requesting the other host.
    expect(screen.getByRole('img', { name: 'Other host' }).tagName).toBe('SPAN');
    expect(document.querySelector('img[src^="https://other.example"]')).toBeNull();
  });

  it("shows an avatar's initials instead of another host's picture", () => {
    render(<Avatar src="https://tracker.example/face.jpg" name="Sara Al Mansouri" />);
    expect(screen.getByRole('img', { name: 'Sara Al Mansouri' })).toHaveTextContent('SM');
    expect(document.querySelector('img')).toBeNull();
  });
});
