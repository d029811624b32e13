import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Radio, RadioGroup, radioGroupOrientations, radioGroupVariants } from './RadioGroup';

const saleTypes = [
  <Radio key="sale" value="sale">
    Sale
  </Radio>,
  <Radio key="rent" value="rent">
    Rent
  </Radio>,
  <Radio key="lease" value="lease">
    Lease
  </Radio>,
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Sale type', onChange: fn(), children: saleTypes },
  argTypes: {
    variant: { control: 'inline-radio', options: radioGroupVariants },
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Sale type' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Rent'));
    await expect(canvas.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('rent');
  },
};

/** One tab stop; the arrow keys move the selection. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'sale' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Sale' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('rent');
    await expect(canvas.getByRole('radio', { name: 'Rent' })).toHaveFocus();
  },
};

export const WithDescriptions: Story = {
  args: {
    description: 'Buyers see this on the listing.',
    children: [
      <Radio key="sale" value="sale" description="Ownership transfers to the buyer.">
        Sale
      </Radio>,
      <Radio key="rent" value="rent" description="Monthly or yearly tenancy.">
        Rent
      </Radio>,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Rent' })).toHaveAccessibleDescription(
      /Monthly or yearly tenancy\./,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'rent' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Lease' }));
    await expect(canvas.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'sale',
    children: [
      <Radio key="sale" value="sale">
        Sale
      </Radio>,
      <Radio key="rent" value="rent" isDisabled>
        Rent
      </Radio>,
      <Radio key="lease" value="lease">
        Lease
      </Radio>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Lease' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a sale type.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a sale type.')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeInvalid();
  },
};

export const RequiredOnSubmit: Story = {
  args: { isRequired: true, errorMessage: 'Choose a sale type.' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <RadioGroup {...args} />
        <Button type="submit">Save Changes</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Choose a sale type.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Lease' }));
    await expect(canvas.queryByText('Choose a sale type.')).not.toBeInTheDocument();
  },
};

const projectChoice = [
  <Radio key="project" value="project" description="List a property within an approved project.">
    Add to Existing Project
  </Radio>,
  <Radio key="standalone" value="standalone" description="An individual property not part of any project.">
    Add Standalone Property
  </Radio>,
];

/** The property flow's 'Choose an Option' panel: the whole card is the target. */
export const Cards: Story = {
  args: { label: 'Choose an Option', variant: 'card', orientation: 'horizontal', children: projectChoice },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const standalone = canvas.getByRole('radio', { name: 'Add Standalone Property' });
    await expect(standalone).toHaveAccessibleDescription('An individual property not part of any project.');
    // A real pointer on the description lands on the option's label, stretched over the card.
    const rect = canvas.getByText('An individual property not part of any project.').getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    await expect(hit).toBe(standalone.closest('label'));
    await userEvent.click(hit as Element);
    await expect(standalone).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('standalone');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Add to Existing Project' })).toBeChecked();
  },
};

export const CardsVertical: Story = {
  args: { label: 'Choose an Option', variant: 'card', defaultValue: 'project', children: projectChoice },
};

export const CardsInvalid: Story = {
  args: {
    label: 'Choose an Option',
    variant: 'card',
    orientation: 'horizontal',
    isInvalid: true,
    errorMessage: 'Choose how to add the property.',
    children: projectChoice,
  },
};

export const CardsDisabled: Story = {
  args: {
    label: 'Choose an Option',
    variant: 'card',
    orientation: 'horizontal',
    isDisabled: true,
    defaultValue: 'standalone',
    children: projectChoice,
  },
};

/** Horizontal cards stack on a phone. */
export const CardsNarrow: Story = {
  args: { label: 'Choose an Option', variant: 'card', orientation: 'horizontal', children: projectChoice },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('radio');
    const top = (element: HTMLElement | undefined) => element?.getBoundingClientRect().top ?? 0;
    await expect(top(second)).toBeGreaterThan(top(first));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toBeChecked();
  },
};

export const LongLabelsNarrow: Story = {
  args: {
    label: 'How should buyers contact you about this listing?',
    children: [
      <Radio key="phone" value="phone">
        By phone on the business number shown on the agency profile, during working hours
      </Radio>,
      <Radio key="email" value="email">
        By e-mail to the business address, with a copy to the listing agent
      </Radio>,
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
