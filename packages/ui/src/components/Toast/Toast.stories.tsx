import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { createToastQueue, ToastRegion, toastTones, type ToastAddOptions, type ToastContent } from './Toast';

const onUndo = fn();

interface ToastDemoProps {
  closeLabel?: string;
  toasts: Array<{ content: ToastContent; options?: ToastAddOptions }>;
}

/** A queue of its own per story, and a button that shows the story's toasts. */
function ToastDemo({ closeLabel, toasts }: ToastDemoProps) {
  const [queue] = useState(() => createToastQueue({ maxVisibleToasts: 4 }));
  return (
    <Stack direction="row">
      <Button onPress={() => toasts.forEach(({ content, options }) => queue.add(content, options))}>Show toast</Button>
      <ToastRegion queue={queue} closeLabel={closeLabel} />
    </Stack>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: {
    closeLabel: 'Dismiss',
    toasts: [{ content: { title: 'Status updated successfully', tone: 'success' }, options: { timeout: null } }],
  },
  argTypes: { toasts: { control: 'object' } },
  beforeEach: () => {
    onUndo.mockClear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showToasts(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  return within(canvasElement.ownerDocument.body);
}

function toneStory(tone: ToastContent['tone'], title: string, description?: string): Story {
  return {
    args: { toasts: [{ content: { title, description, tone }, options: { timeout: null } }] },
    play: async ({ canvasElement }) => {
      const page = await showToasts(canvasElement);
      const toast = await page.findByRole('alertdialog', { name: title });
      await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    },
  };
}

export const SuccessTone = toneStory('success', 'Status updated successfully');
export const ErrorTone = toneStory('error', 'Failed to update inquiry status', 'Status: 500');
export const InfoTone = toneStory('info', 'Template Downloaded', 'Fill in one property per row.');
export const WarningTone = toneStory('warning', 'Some rows were skipped', 'Check the rows marked in the report.');

/** All tones stacked, newest at the bottom. */
export const AllTones: Story = {
  args: {
    toasts: toastTones.map((tone) => ({
      content: { title: `${tone[0]?.toUpperCase()}${tone.slice(1)} notice`, tone },
      options: { timeout: null },
    })),
  },
  play: async ({ canvasElement }) => {
    const page = await showToasts(canvasElement);
    await waitFor(() => expect(page.getAllByRole('alertdialog')).toHaveLength(toastTones.length));
  },
};

/** A status change offers Undo for 5 seconds; pressing it runs the action and closes the toast. */
export const WithAction: Story = {
  args: {
    toasts: [
      {
        content: { title: 'Status changed to Resolved', tone: 'info', action: { label: 'Undo', onAction: onUndo } },
        options: { timeout: 5000 },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = await showToasts(canvasElement);
    const toast = await page.findByRole('alertdialog', { name: 'Status changed to Resolved' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** With no timeout given a toast closes after 3 seconds. */
export const AutoDismiss: Story = {
  args: { toasts: [{ content: { title: 'Note updated successfully', tone: 'success' } }] },
  play: async ({ canvasElement }) => {
    const page = await showToasts(canvasElement);
    const toast = await page.findByRole('alertdialog', { name: 'Note updated successfully' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** The dismiss button closes a toast that would otherwise stay. */
export const Dismiss: Story = {
  args: {
    closeLabel: 'Close notification',
    toasts: [{ content: { title: 'Failed to fetch properties', tone: 'error' }, options: { timeout: null } }],
  },
  play: async ({ canvasElement }) => {
    const page = await showToasts(canvasElement);
    const toast = await page.findByRole('alertdialog', { name: 'Failed to fetch properties' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: {
    toasts: [
      {
        content: {
          title: 'Upload finished with warnings for several rows of the spreadsheet',
          description:
            'Rows 4, 9, 15 and 22 were skipped because the price is missing; the other rows were uploaded and are awaiting approval.',
          tone: 'warning',
          action: { label: 'View report', onAction: onUndo },
        },
        options: { timeout: null },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = await showToasts(canvasElement);
    const action = await page.findByRole('button', { name: 'View report' });
    // Visible once the entry animation has run.
    await waitFor(() => expect(action).toBeVisible());
  },
};

/** Below 768 px toasts sit at the bottom centre. */
export const Narrow: Story = {
  ...WithAction,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * A keyboard user reaches a toast with F6 (the region is a landmark) and its timer stops while
 * focus is inside, so Undo can be pressed however long it takes to get there (WCAG 2.2.1).
 */
export const ReachedByKeyboard: Story = {
  args: {
    toasts: [
      {
        content: { title: 'Status changed to Resolved', tone: 'info', action: { label: 'Undo', onAction: onUndo } },
        options: { timeout: 1500 },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = await showToasts(canvasElement);
    const toast = await page.findByRole('alertdialog', { name: 'Status changed to Resolved' });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(page.getByRole('region', { name: 'Notifications' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(toast).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};
