import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionCard } from './ActionCard';

const meta = {
  title: 'UI/ActionCard',
  component: ActionCard,
  args: {
    icon: 'download',
    title: 'Project Properties Template',
    description: 'For units of an existing project.',
    detail: 'Sample project ids: 12, 15',
    onPress: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real pointer on the description lands on the button stretched over the card. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Project Properties Template' });
    await expect(button).toHaveAccessibleDescription('For units of an existing project. Sample project ids: 12, 15');
    const rect = canvas.getByText('For units of an existing project.').getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    await expect(hit).toBe(button);
    await userEvent.click(hit as Element);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** The focus ring goes around the whole card. */
export const KeyboardFocus: Story = {
  args: { detail: undefined },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Project Properties Template' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const card = button.parentElement?.parentElement as HTMLElement;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = { args: { description: undefined, detail: undefined, icon: undefined } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Project Properties Template' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
