import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './FileButton';

function fileInputBeside(button: HTMLElement): HTMLInputElement {
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside the button');
  return input;
}

describe('FileButton', () => {
  it('is a button whose hidden input takes the accepted types and hands over the chosen file', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <FileButton acceptedFileTypes={['image/*']} onSelect={onSelect}>
        Change Picture
      </FileButton>,
    );
    const input = fileInputBeside(screen.getByRole('button', { name: 'Change Picture' }));
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('multiple');
    const photo = new File(['x'], 'logo.png', { type: 'image/png' });
    await user.upload(input, photo);
    expect(onSelect).toHaveBeenCalledWith([photo]);
  });

  it('takes several files when allowed', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <FileButton allowsMultiple onSelect={onSelect}>
        Upload Media
      </FileButton>,
    );
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.mp4', { type: 'video/mp4' })];
    await user.upload(fileInputBeside(screen.getByRole('button', { name: 'Upload Media' })), files);
    expect(onSelect).toHaveBeenCalledWith(files);
  });

  it('is inert while disabled', () => {
    render(
      <FileButton isDisabled onSelect={vi.fn()}>
        Change Cover
      </FileButton>,
    );
    expect(screen.getByRole('button', { name: 'Change Cover' })).toBeDisabled();
  });
});
