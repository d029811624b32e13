import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture, named by the person', () => {
    render(<Avatar src="/media/sara.png" name="Sara Al Mansouri" />);
    const avatar = screen.getByRole('img', { name: 'Sara Al Mansouri' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/media/sara.png');
    expect(avatar).not.toHaveTextContent('SM');
  });

  it('falls back to initials when the picture fails to load', () => {
    render(<Avatar src="/does-not-exist.png" name="Omar Haddad" />);
    const avatar = screen.getByRole('img', { name: 'Omar Haddad' });
    const picture = avatar.querySelector('img');
    expect(picture).not.toBeNull();
    fireEvent.error(picture as HTMLImageElement);
    expect(avatar).toHaveTextContent('OH');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('tries again when given a new picture', () => {
    const { rerender } = render(<Avatar src="/broken.png" name="Omar Haddad" />);
    fireEvent.error(screen.getByRole('img', { name: 'Omar Haddad' }).querySelector('img') as HTMLImageElement);
    rerender(<Avatar src="/media/omar.png" name="Omar Haddad" />);
    expect(screen.getByRole('img', { name: 'Omar Haddad' }).querySelector('img')).toHaveAttribute('src', '/media/omar.png');
  });

  it('shows a user glyph without picture or name, hidden unless alt names it', () => {
    const { rerender, container } = render(<Avatar />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();

    rerender(<Avatar alt="User" />);
    expect(screen.getByRole('img', { name: 'User' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology with an empty alt', () => {
    render(<Avatar name="Sara Al Mansouri" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['Sara Al Mansouri', 'SM'],
    ['  omar  ', 'O'],
    ['فاطمة الزهراء', 'فا'],
    ['', ''],
  ])('makes initials of %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
