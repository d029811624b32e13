import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Disclosure, disclosureVariants } from './Disclosure';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: {
    title: 'Is parking included?',
    children: <Text size="small">Yes, one covered space per unit.</Text>,
    onExpandedChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: disclosureVariants },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Is parking included?' });
    await expect(canvas.getByText('Yes, one covered space per unit.')).not.toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Yes, one covered space per unit.')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Enter and Space toggle the focused trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Is parking included?' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Yes, one covered space per unit.')).not.toBeVisible();
  },
};

export const Plain: Story = {
  args: { variant: 'plain', defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Yes, one covered space per unit.')).toBeVisible();
  },
};

/** An FAQ row: the question, a 'Last updated' line, and Edit/Delete inside the panel. */
export const FaqRow: Story = {
  args: {
    subtitle: 'Last updated 3/14/2025',
    children: (
      <Stack gap="medium">
        <Text size="small">Yes, one covered space per unit, with visitor parking on the ground floor.</Text>
        <Stack direction="row" gap="small">
          <Button size="small" variant="secondary">
            Edit
          </Button>
          <Button size="small" variant="danger">
            Delete
          </Button>
        </Stack>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Is parking included\?\s*Last updated 3\/14\/2025$/ });
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
  },
};

/** The narrow-screen filter section: the label follows the state. */
export const FilterToggleNarrow: Story = {
  args: {
    variant: 'plain',
    title: ({ isExpanded }) => (isExpanded ? 'Hide Filters' : 'Show Filters'),
    children: <Text size="small">Status, date range and search fields.</Text>,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Filters' }));
    await expect(canvas.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Status, date range and search fields.')).toBeVisible();
  },
};

/** The rejection reason under a listing, shown on demand. */
export const RejectionReason: Story = {
  args: {
    variant: 'plain',
    headingLevel: 4,
    title: ({ isExpanded }) => (isExpanded ? 'Hide rejection reason' : 'Show rejection reason'),
    children: (
      <Text size="small" tone="danger">
        The floor plan image does not match the unit.
      </Text>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('The floor plan image does not match the unit.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Hide rejection reason' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Is parking included?' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const LongTitleNarrow: Story = {
  args: {
    title: 'Can a buyer transfer the payment plan to a family member before handover, and what fees apply?',
    subtitle: 'Last updated 11/2/2025',
    defaultExpanded: true,
    children: (
      <Text size="small">
        Yes. The developer charges a transfer fee and both parties sign at the sales office before handover.
      </Text>
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
