import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const remaining = (count: number, max: number) => `${max - count} characters remaining`;

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Rejection Reason', placeholder: 'Explain what needs to change', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Rejection Reason' });
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await userEvent.keyboard('Photos are missing.{Enter}Please add them.');
    await expect(textArea).toHaveValue('Photos are missing.\nPlease add them.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Photos are missing.\nPlease add them.');
  },
};

export const WithDescription: Story = {
  args: { rows: 5, description: 'The reason is shared with the owner of the property.' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Rejection Reason' });
    await expect(textArea).toHaveAttribute('rows', '5');
    await expect(textArea).toHaveAccessibleDescription('The reason is shared with the owner of the property.');
  },
};

/** The review form: 500 characters at most, a warning above 450. */
export const ReviewCounter: Story = {
  args: { label: 'Your review', placeholder: 'Share your experience', maxLength: 500, warningThreshold: 450, isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: /Your review/ });
    await userEvent.click(textArea);
    await userEvent.paste('a'.repeat(450));
    await expect(canvas.getByText('450/500')).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.keyboard('b');
    await expect(canvas.getByText('451/500')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByRole('status')).toHaveTextContent('49 characters remaining');
  },
};

/** The FAQ question: amber at 20% left or less, red at 10% or less, counting what is left. */
export const FaqQuestion: Story = {
  args: {
    label: 'Question',
    placeholder: 'What would buyers ask?',
    rows: 2,
    maxLength: 250,
    warningAt: 0.2,
    dangerAt: 0.1,
    formatCount: remaining,
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Question/ }));
    await userEvent.paste('q'.repeat(200));
    const counter = canvas.getByText('50 characters remaining', { selector: '[data-tone]' });
    await expect(counter).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByRole('status')).toHaveTextContent('50 characters remaining');
    await userEvent.paste('q'.repeat(25));
    await expect(counter).toHaveTextContent('25 characters remaining');
    await expect(counter).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByRole('status')).toHaveTextContent('25 characters remaining');
  },
};

export const FaqAnswerNearLimit: Story = {
  args: {
    label: 'Answer',
    rows: 6,
    maxLength: 1500,
    warningAt: 0.2,
    dangerAt: 0.1,
    formatCount: remaining,
    defaultValue: 'Handover is planned for the last quarter. '.repeat(30),
  },
};

export const AtTheLimit: Story = {
  args: { label: 'Your review', maxLength: 500, warningThreshold: 450, defaultValue: 'x'.repeat(500) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Your review' });
    await userEvent.type(textArea, 'more');
    await expect(textArea).toHaveValue('x'.repeat(500));
    await expect(canvas.getByText('500/500')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, maxLength: 500, errorMessage: 'Please enter a review comment' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: /Rejection Reason/ });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription('Please enter a review comment 0/500');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Not editable', maxLength: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Rejection Reason' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Photos are missing.', description: 'Sent to the owner.' },
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Rejection Reason' });
    await userEvent.type(textArea, 'x');
    await expect(textArea).toHaveValue('Photos are missing.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'A very long label that keeps going to show how the field wraps text that does not fit on one line',
    description: 'A long description that wraps beside the counter without pushing it off the edge of the field.',
    maxLength: 1500,
    defaultValue: 'A long paragraph of text. '.repeat(20),
  },
};

export const Narrow: Story = {
  args: { maxLength: 500, warningThreshold: 450, description: 'Shared with the owner.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
