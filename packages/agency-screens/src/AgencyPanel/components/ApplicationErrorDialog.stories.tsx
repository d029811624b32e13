import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ApplicationErrorDialog } from './ApplicationErrorDialog';

const meta = {
  title: 'Screens/AgencyPanel/ApplicationErrorDialog',
  component: ApplicationErrorDialog,
  args: { message: en.common.unexpectedError, onDismiss: fn() },
} satisfies Meta<typeof ApplicationErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: en.shell.applicationErrorTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.common.ok }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
