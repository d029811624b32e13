import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Banner, bannerTones } from './Banner';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { tone: 'success', title: 'Profile updated successfully', children: 'Your changes are live on your public profile.' },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Profile updated successfully');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={`${tone[0]?.toUpperCase()}${tone.slice(1)}`} />
      ))}
    </Stack>
  ),
};

/** Errors interrupt (`role="alert"`); the other tones wait their turn (`role="status"`). */
export const ErrorTone: Story = {
  args: { tone: 'error', title: 'Property Rejected', children: 'The main image is blurred. Upload a sharper photo.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Property Rejected');
  },
};

export const MessageOnly: Story = {
  args: { tone: 'info', title: undefined, children: 'Some fields are pre-filled from the project and locked.' },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Unable to Load Reviews',
    children: 'Failed to load reviews',
    actions: (
      <Button size="small" variant="secondary" onPress={fn()}>
        Retry
      </Button>
    ),
  },
};

/** Tab to the close button (its tooltip names it) and press Enter. */
export const DismissWithKeyboard: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    // The close button's code loads with the first banner that needs it.
    const dismiss = await within(canvasElement).findByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('Dismiss');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The screens clear their messages after 3 s; here 1 s keeps the test short. */
export const AutoClear: Story = {
  args: { autoClearMs: 1000, onClear: fn() },
  render: function AutoClearStory(args) {
    const [shown, setShown] = useState(true);
    return (
      <>
        {shown ? (
          <Banner
            {...args}
            onClear={() => {
              args.onClear?.();
              setShown(false);
            }}
          />
        ) : null}
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(args.onClear).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClear).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    tone: 'warning',
    onDismiss: fn(),
    title: 'Project Property: the developer must approve this property again after you save your changes',
    children:
      'Address, location, handover date, completion, buildings, floors, parking, ROI, property type, category, area, furnishing status, construction status and amenities come from the project and cannot be edited here.',
  },
};
