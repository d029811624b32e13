import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState, emptyStateTones } from './EmptyState';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

function AlertIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

const onAction = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No inquiries found',
    description: 'Try adjusting your search or filter criteria',
    icon: <SearchIcon />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: emptyStateTones },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No inquiries found' })).toBeInTheDocument();
  },
};

/** A search left nothing: the action clears it, by pointer or keyboard. */
export const WithAction: Story = {
  args: {
    title: 'No Projects Found',
    description: 'No projects match your search criteria',
    actions: (
      <Button variant="secondary" onPress={onAction}>
        Clear Search
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Clear Search' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(onAction).toHaveBeenCalledTimes(2);
  },
};

export const FirstUse: Story = {
  args: {
    title: 'No team members found',
    description: undefined,
    actions: <Button onPress={onAction}>Add Your First Team Member</Button>,
  },
};

/** An error panel in place of a list that failed to load. */
export const ErrorPanel: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    icon: <AlertIcon />,
    title: 'Error Loading Projects',
    description: 'Unable to connect to the server. Please check your internet connection and try again.',
    actions: <Button onPress={onAction}>Try Again</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error Loading Projects');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = { args: { title: 'No FAQs Found', description: undefined, icon: undefined } };

export const HeadingLevel: Story = {
  args: { headingLevel: 2, title: 'No reviews yet', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('No reviews yet');
  },
};

export const LongContent: Story = {
  args: {
    title: 'No agents found with email matching "a.very.long.address.for.testing.wrapping@example-agency-dubai.ae"',
    description:
      'Please check the email address and try again. If the agent has not registered yet, ask them to create an account first, then search again with the address they used.',
    actions: (
      <>
        <Button variant="secondary" onPress={onAction}>
          Clear Search
        </Button>
        <Button onPress={onAction}>Invite by email</Button>
      </>
    ),
  },
};

export const Narrow: Story = {
  args: {
    ...LongContent.args,
    title: 'No team members match your search criteria',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
