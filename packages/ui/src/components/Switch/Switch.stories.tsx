import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Email alerts', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email alerts' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Email alerts'));
    await expect(within(canvasElement).getByRole('switch')).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab reaches the switch, Space flips it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email alerts' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [on, setOn] = useState(false);
    return (
      <Stack gap="small">
        <Switch
          {...args}
          isSelected={on}
          onChange={(value) => {
            args.onChange?.(value);
            setOn(value);
          }}
        >
          Do not disturb
        </Switch>
        <Text size="small" tone="muted">
          {on ? 'Notifications are paused.' : 'Notifications are on.'}
        </Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Do not disturb' }));
    await expect(canvas.getByText('Notifications are paused.')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { children: 'Property updates', description: 'A message when a listing is approved or rejected.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'A message when a listing is approved or rejected.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: { isDisabled: true, defaultSelected: true },
};

export const LongLabelNarrow: Story = {
  args: {
    children: 'Send a push notification for every new enquiry, agent request and listing decision',
    description: 'Notifications go to every device signed in to this agency.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(/every new enquiry/));
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};
