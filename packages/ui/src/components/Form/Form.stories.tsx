import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form, formGaps } from './Form';

const meta = {
  title: 'UI/Form',
  component: Form,
  args: {
    'aria-label': 'Sign in',
    onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()),
    children: [
      <TextField key="email" label="E-mail" name="email" type="email" isRequired validate={(value) => (value === '' ? 'Enter your e-mail.' : null)} />,
      <TextField key="password" label="Password" name="password" type="password" isRequired />,
      <Button key="submit" type="submit">
        Sign In
      </Button>,
    ],
  },
  argTypes: { gap: { control: 'inline-radio', options: formGaps } },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows each required field its message; nothing is sent. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Enter your e-mail.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'agent@example.ae');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Errors from the server, e.g. after a failed sign-in, shown on the field they concern. */
export const ServerErrors: Story = {
  args: { validationErrors: { email: 'This e-mail is not registered.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'This e-mail is not registered.',
    );
  },
};

export const SmallGap: Story = { args: { gap: 'small' } };
