import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Disclosure } from './Disclosure';
import { DisclosureGroup } from './DisclosureGroup';

const faqs = [
  { id: 'parking', question: 'Is parking included?', answer: 'One covered space per unit.', updated: '3/14/2025' },
  { id: 'pets', question: 'Are pets allowed?', answer: 'Cats and small dogs, with approval.', updated: '2/1/2025' },
  { id: 'handover', question: 'When is handover?', answer: 'The fourth quarter of next year.', updated: '1/9/2025' },
];

const meta = {
  title: 'UI/DisclosureGroup',
  component: DisclosureGroup,
  args: {
    onExpandedChange: fn(),
    children: faqs.map((faq) => (
      <Disclosure key={faq.id} id={faq.id} title={faq.question} subtitle={`Last updated ${faq.updated}`}>
        <Text size="small">{faq.answer}</Text>
      </Disclosure>
    )),
  },
} satisfies Meta<typeof DisclosureGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One answer open at a time. */
export const Accordion: Story = {
  args: { defaultExpandedKeys: ['parking'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const parking = canvas.getByRole('button', { name: /Is parking included\?/ });
    const pets = canvas.getByRole('button', { name: /Are pets allowed\?/ });
    await expect(parking).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(pets);
    await expect(pets).toHaveAttribute('aria-expanded', 'true');
    await expect(parking).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['pets']));
  },
};

/** Tab moves between questions; Enter and Space open them. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('One covered space per unit.')).toBeVisible();
    await expect(canvas.getByText('Cats and small dogs, with approval.')).toBeVisible();
    await expect(canvas.getByText('The fourth quarter of next year.')).not.toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Are pets allowed\?/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Narrow: Story = {
  args: { defaultExpandedKeys: ['handover'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
