import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { ProgressBar, progressBarTones } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading listings.csv', value: 45 },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading listings.csv' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="large">
      {progressBarTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </Stack>
  ),
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };

export const Failed: Story = { args: { value: 70, tone: 'danger', label: 'Upload failed' } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Processing file' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Processing file' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveTextContent('%');
  },
};

/** A per-file count instead of the percentage, as for media uploads. */
export const CustomValueLabel: Story = { args: { label: 'Photos', value: 60, valueLabel: '3 of 5 files' } };

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload progress', value: 30 },
};

export const WithoutValueText: Story = { args: { showValueText: false } };

export const LongLabel: Story = {
  args: {
    label: 'Dubai Marina tower photos, lobby, pool deck and sea-facing balcony, high resolution set (final).jpg',
    value: 82,
  },
};

export const Narrow: Story = {
  args: { label: 'Uploading a file with a rather long name.csv', value: 12 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Progress advances after a press; the text and the value follow to 100%. */
export const SimulatedUpload: Story = {
  render: function SimulatedUploadStory(args) {
    const [value, setValue] = useState<number | null>(null);
    useEffect(() => {
      if (value === null || value >= 100) return;
      const timer = setTimeout(() => setValue((current) => Math.min(100, (current ?? 0) + 25)), 60);
      return () => clearTimeout(timer);
    }, [value]);
    return (
      <Stack gap="medium">
        <Button onPress={() => setValue(0)}>Upload Properties</Button>
        {value === null ? null : (
          <ProgressBar {...args} value={value} tone={value === 100 ? 'success' : 'primary'} />
        )}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Properties' }));
    const bar = await canvas.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await expect(bar).toHaveTextContent('100%');
  },
};
