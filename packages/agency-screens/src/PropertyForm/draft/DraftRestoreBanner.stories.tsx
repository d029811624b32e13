import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftRestoreBanner } from './DraftRestoreBanner';

const copy = en.propertyDraft;
// A fixed moment to count from, so each story reads the same on every run.
const now = new Date('2026-11-29T09:12:30.000Z');
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const meta = {
  title: 'Screens/PropertyForm/Draft/DraftRestoreBanner',
  component: DraftRestoreBanner,
  args: { savedAt: minutesBefore(12), now, onRestore: fn(), onDiscard: fn() },
} satisfies Meta<typeof DraftRestoreBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft kept 12 minutes ago, say before a reload: Restore puts it back. */
export const Typical: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent(copy.restoreTitle);
    await expect(banner).toHaveTextContent(copy.keptAgo(12 * 60_000));
    await userEvent.click(within(banner).getByRole('button', { name: copy.restore }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};

/** Kept moments ago (a save that just failed, then a reload): Discard, from the keyboard. */
export const JustKept: Story = {
  args: { savedAt: now.toISOString() },
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent(copy.keptAgo(0));
    within(banner).getByRole('button', { name: copy.restore }).focus();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: copy.discard })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/** A tab left open since yesterday. */
export const KeptYesterday: Story = {
  args: { savedAt: minutesBefore(26 * 60) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(copy.keptAgo(26 * 3_600_000));
  },
};

/** A draft whose time cannot be read is still offered. */
export const UnreadableTime: Story = {
  args: { savedAt: 'unknown' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent(copy.keptEarlier);
    await expect(within(banner).getByRole('button', { name: copy.restore })).toBeVisible();
  },
};

/** On a 375 px phone: the text wraps and both buttons stay within the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const banner = within(canvasElement).getByRole('status');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    for (const name of [copy.restore, copy.discard]) {
      const button = within(banner).getByRole('button', { name });
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};
