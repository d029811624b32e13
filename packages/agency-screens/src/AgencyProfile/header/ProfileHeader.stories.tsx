import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { createSandbox } from '@marketplace/sandbox/testing';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileHeader } from './ProfileHeader';
import { gradientPictureFile } from '@marketplace/ui/testing';
import { demoProfile, profileWithBrokenImages, profileWithoutImages, uploadErrors } from './stories/headerStoryData';

const text = en.agencyProfile;
// The sandbox serves the seed's logo and cover, and a 404 for any other media name.
const sandbox = createSandbox({ propertyBaseUrl: '', accountsBaseUrl: '' });

const meta = {
  title: 'Screens/AgencyProfile/Header/ProfileHeader',
  component: ProfileHeader,
  parameters: { layout: 'padded' },
  args: { profile: demoProfile, onPictureChosen: fn(), onCoverChosen: fn(), onPictureErrorClear: fn(), onCoverErrorClear: fn() },
  argTypes: { profile: { control: false } },
  beforeEach({ msw }) {
    sandbox.reset();
    msw.use(...sandbox.handlers);
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInputBeside(button: HTMLElement): HTMLInputElement {
  // react-aria's FileTrigger renders its hidden input right after the button it wraps.
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside the button');
  return input;
}

async function expectLoaded(image: HTMLElement) {
  await waitFor(() => expect(image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0).toBe(true));
}

/** View mode: the cover, the round picture over its edge, the name and business e-mail; no image buttons. */
export const ViewMode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: demoProfile.name ?? '' })).toBeVisible();
    await expect(canvas.getByText(demoProfile.businessEmail ?? '')).toBeVisible();
    await expectLoaded(canvas.getByRole('img', { name: text.coverAlt }));
    const cover = canvas.getByRole('img', { name: text.coverAlt });
    const ratio = cover.getBoundingClientRect().width / cover.getBoundingClientRect().height;
    await expect(ratio).toBeCloseTo(3.5, 1);
    await expect(canvas.getByRole('img', { name: text.profilePictureAlt })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.changeCover })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.changePicture })).toBeNull();
  },
};

/** Edit mode: Change Cover and Change Picture open the file chooser and hand over the chosen image. */
export const EditMode: Story = {
  args: { isEditing: true },
  play: async ({ canvas, args }) => {
    const changePicture = canvas.getByRole('button', { name: text.changePicture });
    const changeCover = canvas.getByRole('button', { name: text.changeCover });
    // Raster images only: SVG can carry script (issue 13, point 14).
    await expect(fileInputBeside(changePicture).accept).not.toMatch(/svg|image\/\*/);
    await expect(fileInputBeside(changePicture).accept).toContain('image/png');
    const logo = await gradientPictureFile('new-logo.png');
    await userEvent.upload(fileInputBeside(changePicture), logo);
    await expect(args.onPictureChosen).toHaveBeenCalledWith(logo);
    const banner = await gradientPictureFile('new-cover.png');
    await userEvent.upload(fileInputBeside(changeCover), banner);
    await expect(args.onCoverChosen).toHaveBeenCalledWith(banner);
  },
};

/** No picture or cover yet: a placeholder banner at the same ratio, and the agency's initials. */
export const MissingImages: Story = {
  args: { profile: profileWithoutImages },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: text.coverAlt })).not.toHaveAttribute('src');
    await expect(canvas.getByRole('img', { name: text.profilePictureAlt })).toHaveTextContent('ME');
  },
};

/** Images whose files are gone (404): they fall back to the placeholders (spec 1 section 8). */
export const BrokenImages: Story = {
  args: { profile: profileWithBrokenImages },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: text.coverAlt })).not.toHaveAttribute('src'));
    await waitFor(() => expect(canvas.getByRole('img', { name: text.profilePictureAlt })).toHaveTextContent('ME'));
  },
};

/** Both images on their way: each shows its progress, and its button waits. */
export const Uploading: Story = {
  args: { isEditing: true, picture: { isUploading: true, progress: 0.4 }, cover: { isUploading: true, progress: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: new RegExp(text.profilePictureAlt) })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('progressbar', { name: new RegExp(text.coverAlt) })).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('button', { name: text.changePicture })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: text.changeCover })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** While the profile saves, Change Cover and Change Picture wait, so no image is chosen that the save would leave out. */
export const Saving: Story = {
  args: { isEditing: true, isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.changePicture })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.changeCover })).toBeDisabled();
  },
};

/** The picture's upload failed: 'Profile image upload failed: ...', which the user can dismiss. */
export const PictureUploadError: Story = {
  args: { isEditing: true, picture: { error: uploadErrors.picture } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(uploadErrors.picture);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    await expect(args.onPictureErrorClear).toHaveBeenCalled();
  },
};

/** The cover's upload failed: 'Cover image upload failed: ...'. */
export const CoverUploadError: Story = {
  args: { isEditing: true, cover: { error: uploadErrors.cover } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(uploadErrors.cover);
  },
};

/** A phone: the banner keeps its ratio, the picture and names stack under it. */
export const Narrow: Story = {
  args: { isEditing: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('img', { name: text.coverAlt });
    await expectLoaded(cover);
    const ratio = cover.getBoundingClientRect().width / cover.getBoundingClientRect().height;
    await expect(ratio).toBeCloseTo(3.5, 1);
    await expect(canvas.getByRole('button', { name: text.changePicture })).toBeVisible();
  },
};
