import { en } from '@marketplace/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader';
import { demoProfile, profileWithoutImages, uploadErrors } from './stories/headerStoryData';

const text = en.agencyProfile;

function renderHeader(overrides: Partial<ProfileHeaderProps> = {}) {
  const props = { profile: demoProfile, onPictureChosen: vi.fn(), onCoverChosen: vi.fn(), ...overrides } satisfies ProfileHeaderProps;
  return { props, ...render(<ProfileHeader {...props} />) };
}

function fileInputBeside(button: HTMLElement): HTMLInputElement {
  // react-aria's FileTrigger renders its hidden input right after the button it wraps.
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside the button');
  return input;
}

describe('ProfileHeader', () => {
  it('shows the cover, the picture, the name and the business e-mail, without image buttons in view mode', () => {
    renderHeader();
    expect(screen.getByRole('img', { name: text.coverAlt })).toHaveAttribute('src', demoProfile.coverImageURL);
    expect(within(screen.getByRole('img', { name: text.profilePictureAlt })).getByRole('presentation')).toHaveAttribute(
      'src',
      demoProfile.profilePicture,
    );
    // `auto`: an Arabic name reads right to left inside an English page.
    expect(screen.getByRole('heading', { name: demoProfile.name ?? '' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(demoProfile.businessEmail ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.changeCover })).toBeNull();
    expect(screen.queryByRole('button', { name: text.changePicture })).toBeNull();
  });

  it('shows placeholders when there are no images', () => {
    renderHeader({ profile: profileWithoutImages });
    expect(screen.getByRole('img', { name: text.coverAlt })).not.toHaveAttribute('src');
    expect(screen.getByRole('img', { name: text.profilePictureAlt })).toHaveTextContent('ME');
  });

  it('falls back to placeholders when an image fails to load', () => {
    renderHeader();
    fireEvent.error(screen.getByRole('img', { name: text.coverAlt }));
    expect(screen.getByRole('img', { name: text.coverAlt })).not.toHaveAttribute('src');
    const avatar = screen.getByRole('img', { name: text.profilePictureAlt });
    fireEvent.error(within(avatar).getByRole('presentation'));
    expect(within(avatar).queryByRole('presentation')).toBeNull();
    expect(avatar).toHaveTextContent('ME');
  });

  it('offers Change Picture and Change Cover in edit mode, each handing over the chosen image', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader({ isEditing: true });
    const logo = new File(['logo'], 'logo.png', { type: 'image/png' });
    const banner = new File(['banner'], 'banner.jpg', { type: 'image/jpeg' });
    const changePicture = screen.getByRole('button', { name: text.changePicture });
    // The chooser offers raster images only: SVG can carry script (issue 13, point 14).
    for (const button of [changePicture, screen.getByRole('button', { name: text.changeCover })]) {
      const accept = fileInputBeside(button).getAttribute('accept') ?? '';
      expect(accept.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']));
      expect(accept).not.toMatch(/svg|image\/\*/);
    }
    await user.upload(fileInputBeside(changePicture), logo);
    expect(props.onPictureChosen).toHaveBeenCalledWith(logo);
    await user.upload(fileInputBeside(screen.getByRole('button', { name: text.changeCover })), banner);
    expect(props.onCoverChosen).toHaveBeenCalledWith(banner);
    expect(props.onPictureChosen).toHaveBeenCalledTimes(1);
  });

  it('shows each upload in progress and holds its button, which keeps focus', async () => {
    const user = userEvent.setup();
    renderHeader({ isEditing: true, picture: { isUploading: true, progress: 0.25 }, cover: { isUploading: true } });
    expect(screen.getByRole('progressbar', { name: new RegExp(text.profilePictureAlt) })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: new RegExp(text.coverAlt) })).not.toHaveAttribute('aria-valuenow');
    const changePicture = screen.getByRole('button', { name: text.changePicture });
    expect(changePicture).toHaveAttribute('aria-disabled', 'true');
    const opensChooser = vi.spyOn(fileInputBeside(changePicture), 'click');
    changePicture.focus();
    expect(changePicture).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opensChooser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: text.changeCover })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows each upload error in a banner and clears it when dismissed', async () => {
    const user = userEvent.setup();
    const onPictureErrorClear = vi.fn();
    renderHeader({ isEditing: true, picture: { error: uploadErrors.picture }, cover: { error: uploadErrors.cover }, onPictureErrorClear });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([uploadErrors.picture, uploadErrors.cover]);
    expect(uploadErrors.picture).toBe('Profile image upload failed: File size should not exceed 2MB');
    expect(uploadErrors.cover).toMatch(/^Cover image upload failed: /);
    await user.click(await within(alerts[0] ?? document.body).findByRole('button', { name: 'Dismiss' }));
    expect(onPictureErrorClear).toHaveBeenCalledTimes(1);
  });

  it('clears an upload error after 3 s', async () => {
    vi.useFakeTimers();
    try {
      const onCoverErrorClear = vi.fn();
      renderHeader({ cover: { error: uploadErrors.cover }, onCoverErrorClear });
      vi.advanceTimersByTime(2999);
      expect(onCoverErrorClear).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onCoverErrorClear).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
