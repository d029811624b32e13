import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { StatusChip, statusChipTones } from './StatusChip';

type Tone = NonNullable<ComponentProps<typeof StatusChip>['tone']>;

const meta = {
  title: 'UI/StatusChip',
  component: StatusChip,
  args: { children: 'In Progress', tone: 'warning' },
  argTypes: { tone: { control: 'inline-radio', options: statusChipTones } },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

function Row({ title, items }: { title: string; items: ReadonlyArray<readonly [string, Tone]> }) {
  return (
    <Stack gap="small">
      <Text as="h2" size="small" weight="semibold">
        {title}
      </Text>
      <Stack direction="row" gap="small">
        {items.map(([label, tone]) => (
          <StatusChip key={label} tone={tone}>
            {label}
          </StatusChip>
        ))}
      </Stack>
    </Stack>
  );
}

export const Default: Story = {};

export const Tones: Story = {
  render: () => <Row title="Tones" items={statusChipTones.map((tone) => [tone, tone] as const)} />,
};

/** The sets of statuses the screens show; the words carry the meaning, the colour only echoes it. */
export const StatusSets: Story = {
  render: () => (
    <Stack gap="large">
      <Row
        title="Enquiry"
        items={[
          ['New', 'info'],
          ['In Progress', 'warning'],
          ['Resolved', 'success'],
          ['Closed', 'neutral'],
        ]}
      />
      <Row
        title="Listing"
        items={[
          ['Pending', 'warning'],
          ['Admin Rejected', 'danger'],
          ['Public', 'success'],
          ['Dev Approved', 'success'],
          ['Dev Rejected', 'danger'],
          ['Dev Pending', 'warning'],
          ['Project', 'primary'],
        ]}
      />
      <Row
        title="Construction"
        items={[
          ['Planned', 'neutral'],
          ['Under Construction', 'info'],
          ['Completed', 'success'],
          ['Delayed', 'warning'],
          ['On Hold', 'warning'],
          ['Cancelled', 'danger'],
          ['Newly Launched', 'primary'],
        ]}
      />
      <Row
        title="Approval"
        items={[
          ['Approved', 'success'],
          ['Pending', 'warning'],
          ['Rejected', 'danger'],
          ['Status Unknown', 'neutral'],
        ]}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Admin Rejected')).toBeVisible();
    await expect(canvas.getByText('Under Construction')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { tone: 'danger', children: 'Rejected by Developer: the floor plan does not match the approved layout' },
  render: (args) => (
    <div style={{ maxInlineSize: 220 }}>
      <StatusChip {...args} title={String(args.children)} />
    </div>
  ),
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: StatusSets.render,
};
