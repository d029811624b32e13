import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image } from './Image';

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
