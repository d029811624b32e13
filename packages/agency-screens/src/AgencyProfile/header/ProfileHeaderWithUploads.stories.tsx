import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider, createApiClient } from '@marketplace/api-client';
import { en } from '@marketplace/domain';
import { demoAgencyCredentials, issueSandboxToken } from '@marketplace/sandbox';
import { createSandbox } from '@marketplace/sandbox/testing';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { gradientPictureFile } from '@marketplace/ui/testing';
import { demoProfile } from './stories/headerStoryData';
import { ProfileHeaderWithUploads } from './stories/ProfileHeaderWithUploads';

const text = en.agencyProfile;
const sandbox = createSandbox({ propertyBaseUrl: '', accountsBaseUrl: '' });
const client = createApiClient({ propertyBaseUrl: '', accountsBaseUrl: '', getToken: () => issueSandboxToken(sandbox.db, demoAgencyCredentials.email) });

const meta = {
  title: 'Screens/AgencyProfile/Header/WithUploads',
  component: ProfileHeaderWithUploads,
  args: { profile: demoProfile },
  argTypes: { profile: { control: false } },
  decorators: [
    (Story) => (
      <ApiProvider client={client}>
        <Story />
      </ApiProvider>
    ),
  ],
  beforeEach({ msw }) {
    sandbox.reset();
    msw.use(...sandbox.handlers);
  },
} satisfies Meta<typeof ProfileHeaderWithUploads>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInputBeside(button: HTMLElement): HTMLInputElement {
  // react-aria's FileTrigger renders its hidden input right after the button it wraps.
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside the button');
  return input;
}

/** Change Cover: crop the chosen picture, Apply, and the banner shows the uploaded 1200x343 JPEG. */
export const ChangeCover: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(fileInputBeside(canvas.getByRole('button', { name: text.changeCover })), await gradientPictureFile('skyline.png'));
    const dialog = await screen.findByRole('dialog', { name: text.cropDialog.title });
    const apply = within(dialog).getByRole('button', { name: text.cropDialog.apply });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('img', { name: text.coverAlt })).toHaveAttribute('src', expect.stringMatching(/^\/api\/media\/skyline.*\.jpg$/)), {
      timeout: 10_000,
    });
    const cover = canvas.getByRole('img', { name: text.coverAlt });
    await waitFor(() => expect(cover instanceof HTMLImageElement && cover.naturalWidth).toBe(1200));
  },
};

/**
 * After Apply, focus goes back to Change Cover, the control that opened the dialog, while the cover
 * uploads (issue 13, point 13: it fell to the page's body, as the button was disabled for the upload).
 */
export const FocusAfterApply: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/media/upload', { delayMs: 1500, times: 1 });
  },
  play: async ({ canvas }) => {
    const changeCover = canvas.getByRole('button', { name: text.changeCover });
    changeCover.focus();
    await userEvent.upload(fileInputBeside(changeCover), await gradientPictureFile('skyline.png'));
    const dialog = await screen.findByRole('dialog', { name: text.cropDialog.title });
    const apply = within(dialog).getByRole('button', { name: text.cropDialog.apply });
    await waitFor(() => expect(apply).toBeEnabled());
    apply.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: text.changeCover })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: text.changeCover })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: new RegExp(text.coverAlt) })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: text.changeCover })).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('button', { name: text.changeCover })).toHaveFocus();
  },
};

/** After a picture is chosen, focus stays on Change Picture while it uploads. */
export const FocusWhilePictureUploads: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/media/upload', { delayMs: 1500, times: 1 });
  },
  play: async ({ canvas }) => {
    const changePicture = canvas.getByRole('button', { name: text.changePicture });
    changePicture.focus();
    await userEvent.upload(fileInputBeside(changePicture), await gradientPictureFile('logo.png'));
    await canvas.findByRole('progressbar', { name: new RegExp(text.profilePictureAlt) });
    await expect(changePicture).toHaveFocus();
    await expect(changePicture).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A failed cover upload: 'Cover image upload failed: ...' with the server's status. */
export const CoverUploadFails: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/media/upload', { status: 500 });
  },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInputBeside(canvas.getByRole('button', { name: text.changeCover })), await gradientPictureFile('skyline.png'));
    const dialog = await screen.findByRole('dialog', { name: text.cropDialog.title });
    const apply = within(dialog).getByRole('button', { name: text.cropDialog.apply });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Cover image upload failed: Upload failed: 500/);
  },
};

/** A picture over 2 MB is refused before any upload. */
export const PictureTooLarge: Story = {
  play: async ({ canvas }) => {
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(fileInputBeside(canvas.getByRole('button', { name: text.changePicture })), large);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.profileImageUploadFailed(en.files.tooLarge(2)));
  },
};
