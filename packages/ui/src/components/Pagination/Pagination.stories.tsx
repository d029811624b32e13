import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, paginationVariants, type PaginationProps } from './Pagination';

/** Holds the page in state, as a screen would, and still reports every change to the action. */
function ControlledPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 0, pageCount: 10, onPageChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: paginationVariants },
  },
  render: (args) => <ControlledPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function currentPage(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page');
}

/** Keyboard only: Tab to a page, Enter and Space to choose, Next to step on. */
export const Ellipsis: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 2');

    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 3');

    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 4');
  },
};

export const EllipsisBothSides: Story = {
  args: { page: 5, pageCount: 12 },
  play: async ({ canvasElement }) => {
    const labels = within(canvasElement)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    await expect(labels).toEqual(['1', '5', '6', '7', '12']);
  },
};

export const EllipsisNearEnd: Story = { args: { page: 11, pageCount: 12 } };

export const FivePagesOrFewer: Story = {
  args: { page: 2, pageCount: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Page / })).toHaveLength(5);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Page X of Y beside the buttons (the agent lists). */
export const WithSummary: Story = {
  args: { page: 3, pageCount: 8, showSummary: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 4 of 8')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('Page 3 of 8')).toBeInTheDocument();
  },
};

/** A window of five page buttons that slides with the current page. */
export const Window: Story = {
  args: { variant: 'window', windowSize: 5, page: 6, pageCount: 20 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const numbers = () => canvas.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    await expect(numbers()).toEqual(['5', '6', '7', '8', '9']);
    canvas.getByRole('button', { name: 'Page 9' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(8);
    await expect(numbers()).toEqual(['7', '8', '9', '10', '11']);
    await expect(currentPage(canvasElement)).toHaveAccessibleName('Page 9');
  },
};

export const WindowOfThree: Story = {
  args: { variant: 'window', windowSize: 3, page: 0, pageCount: 20 },
};

/** The project chooser: five buttons on wide screens, three below 768 px. */
export const WindowResponsive: Story = {
  args: { variant: 'window', windowSize: 5, narrowWindowSize: 3, page: 6, pageCount: 20 },
};

export const WindowResponsiveNarrow: Story = {
  args: { variant: 'window', windowSize: 5, narrowWindowSize: 3, page: 6, pageCount: 20, showSummary: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 5', hidden: true })).not.toBeVisible();
  },
};

/** Four-digit page numbers and a long page count. */
export const LongContent: Story = {
  args: { page: 4567, pageCount: 9876, showSummary: true },
};

export const Narrow: Story = {
  args: { page: 4, pageCount: 10, showSummary: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const CustomLabels: Story = {
  args: {
    page: 1,
    pageCount: 3,
    label: 'Review pages',
    previousLabel: 'Newer reviews',
    nextLabel: 'Older reviews',
    showSummary: true,
    formatSummary: (page, total) => `Showing page ${page} of ${total}`,
  },
};

/**
 * Right to left: the pages run from the right, 'Previous' stands on the right with its chevron pointing
 * right, and 'Next' on the left points left.
 */
export const RightToLeft: Story = {
  args: { page: 2, pageCount: 10 },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next.getBoundingClientRect().right).toBeLessThan(previous.getBoundingClientRect().left);
    await expect(canvas.getByRole('button', { name: 'Page 2' }).getBoundingClientRect().left).toBeLessThan(
      canvas.getByRole('button', { name: 'Page 1' }).getBoundingClientRect().left,
    );
    // The chevrons are drawn pointing left (previous) and right (next), and mirrored here.
    for (const button of [previous, next]) {
      await expect(getComputedStyle(button.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    }
  },
};
