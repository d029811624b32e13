import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: {
    label: 'Zoom',
    minValue: 1,
    maxValue: 3,
    step: 0.1,
    defaultValue: 1,
    formatOptions: { style: 'decimal', minimumFractionDigits: 1, maximumFractionDigits: 1 },
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop; the arrow keys step and the shown value follows. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.2);
    await expect(canvas.getByText('1.2')).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuetext', '1.2');
  },
};

/** In a right-to-left locale the track runs from the right: ArrowLeft increases. */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <I18nProvider locale="ar-AE">
        <div dir="rtl">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('slider', { name: 'Zoom' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.1);
  },
};

export const Percentages: Story = {
  args: { label: 'Opacity', minValue: 0, maxValue: 1, step: 0.05, defaultValue: 0.6, formatOptions: { style: 'percent' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Opacity' })).toHaveAttribute('aria-valuetext', '60%');
  },
};

export const WithoutValue: Story = { args: { showValue: false } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Zoom' })).toBeDisabled();
  },
};
