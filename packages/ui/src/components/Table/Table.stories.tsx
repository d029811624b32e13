import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { TableLayout, Virtualizer, type SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Stack } from '../Stack/Stack';
import { Cell, Column, Row, Table, TableBody, TableHeader, tableDensities, type TableProps } from './Table';

interface Inquiry {
  id: number;
  name: string;
  email: string;
  status: string;
  created: string;
}

const firstNames = ['Noura', 'Ahmed', 'Layla', 'Omar', 'Sara', 'Khalid', 'Maryam', 'Yousef'] as const;
const lastNames = ['Haddad', 'Rahman', 'Nasser', 'Farouk', 'Saleh'] as const;
const statuses = ['New', 'In Progress', 'Resolved', 'Closed'] as const;

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** Deterministic sample rows: the same count gives the same rows. */
function makeInquiries(count: number, longText = false): Inquiry[] {
  return Array.from({ length: count }, (_, index) => {
    const first = pick(firstNames, index * 3);
    const last = pick(lastNames, index * 7);
    const suffix = longText ? ' Abdulrahman Al Qasimi Bin Khalifa' : '';
    return {
      id: index + 1,
      name: `${first} ${last}${suffix}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${longText ? '.sales.enquiries.department' : ''}${index + 1}@example.com`,
      status: pick(statuses, index * 5),
      created: new Date(Date.UTC(2025, 0, 1 + ((index * 37) % 365))).toISOString().slice(0, 10),
    };
  });
}

function useSorted(rows: Inquiry[], initial: SortDescriptor) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>(initial);
  const sorted = useMemo(() => {
    const key = sortDescriptor.column as keyof Inquiry;
    const result = [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
    return sortDescriptor.direction === 'descending' ? result.reverse() : result;
  }, [rows, sortDescriptor]);
  return { sorted, sortDescriptor, setSortDescriptor };
}

type TableStoryArgs = Omit<TableProps, 'onAction'> & {
  rowCount: number;
  longText?: boolean;
  onView: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
};

function InquiryTable({ rowCount, longText, onView, onEdit, onDelete, ...tableProps }: TableStoryArgs) {
  const rows = useMemo(() => makeInquiries(rowCount, longText), [rowCount, longText]);
  const { sorted, sortDescriptor, setSortDescriptor } = useSorted(rows, { column: 'id', direction: 'descending' });
  return (
    <Table {...tableProps} sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <TableHeader>
        <Column id="id" allowsSorting align="end">ID</Column>
        <Column id="name" isRowHeader allowsSorting>Name</Column>
        <Column id="email" allowsSorting>Email</Column>
        <Column id="status">Status</Column>
        <Column id="created" allowsSorting>Created</Column>
        <Column id="actions" align="end">Actions</Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(row) => (
          <Row id={row.id}>
            <Cell align="end">{row.id}</Cell>
            <Cell>{row.name}</Cell>
            <Cell>{row.email}</Cell>
            <Cell>{row.status}</Cell>
            <Cell>{row.created}</Cell>
            <Cell align="end">
              <Stack direction="row" gap="xsmall" justifyContent="flex-end" flexWrap="nowrap">
                <Button size="small" variant="ghost" aria-label={`View ${row.name}`} onPress={() => onView(row.id)}>
                  View
                </Button>
                <Button size="small" variant="ghost" aria-label={`Edit ${row.name}`} onPress={() => onEdit(row.id)}>
                  Edit
                </Button>
                <Button size="small" variant="ghost" aria-label={`Delete ${row.name}`} onPress={() => onDelete(row.id)}>
                  Delete
                </Button>
              </Stack>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  component: Table,
  args: { 'aria-label': 'Inquiries', rowCount: 6, density: 'comfortable', onView: fn(), onEdit: fn(), onDelete: fn() },
  argTypes: { density: { control: 'inline-radio', options: tableDensities } },
  render: (args) => <InquiryTable {...args} />,
} satisfies Meta<TableStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowHeaders(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

/** Sorting by mouse: the first press sorts ascending, the second descending. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const idHeader = canvas.getByRole('columnheader', { name: /^ID/ });
    const nameHeader = canvas.getByRole('columnheader', { name: /^Name/ });
    await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(nameHeader);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(idHeader).toHaveAttribute('aria-sort', 'none');
    const ascending = rowHeaders(canvasElement);
    await expect(ascending).toEqual([...ascending].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    await userEvent.click(nameHeader);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)).toEqual([...ascending].reverse());
  },
};

/** Sorting by keyboard: Tab into the grid, arrows to a header, Enter and Space to sort. */
export const KeyboardSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const idHeader = canvas.getByRole('columnheader', { name: /^ID/ });
    await expect(idHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/^1/);
    await userEvent.keyboard('{ArrowRight}');
    const nameHeader = canvas.getByRole('columnheader', { name: /^Name/ });
    await expect(nameHeader).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(canvasElement)[0]).toBe('Ahmed Rahman');
  },
};

/** Row actions by keyboard: arrows reach the buttons in the Actions cell, Enter and Space press them. */
export const RowActionsByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const firstRow = within(canvas.getAllByRole('row')[1] as HTMLElement);
    await expect(firstRow.getByRole('button', { name: /^View/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onView).toHaveBeenCalledWith(6);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(firstRow.getByRole('button', { name: /^Delete/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDelete).toHaveBeenCalledWith(6);
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

export const Compact: Story = { args: { density: 'compact', rowCount: 12 } };

export const Empty: Story = {
  args: { rowCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'No results' })).toBeInTheDocument();
  },
};

/** `renderEmptyState` with an `EmptyState` and its action. */
export const EmptyWithAction: Story = {
  render: (args) => (
    <Table aria-label={args['aria-label']} density={args.density}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Email</Column>
        <Column>Status</Column>
      </TableHeader>
      <TableBody
        renderEmptyState={() => (
          <EmptyState
            title="No inquiries found"
            description="Try adjusting your search or filter criteria"
            actions={
              <Button variant="secondary" onPress={() => args.onView(0)}>
                Clear Search
              </Button>
            }
          />
        )}
      >
        {[]}
      </TableBody>
    </Table>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No inquiries found' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Search' }));
    await expect(args.onView).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = { args: { longText: true, rowCount: 4 } };

/** Below 768 px the columns overflow and the frame scrolls sideways instead of squeezing them. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('grid').parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  },
};

/** With `maxHeight` the rows scroll inside the frame and the header stays at its top. */
export const StickyHeader: Story = {
  args: { rowCount: 40, maxHeight: '20rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('grid').parentElement as HTMLElement;
    frame.scrollTop = 600;
    const header = canvas.getByRole('columnheader', { name: /^Name/ });
    await waitFor(() =>
      expect(Math.abs(header.getBoundingClientRect().top - frame.getBoundingClientRect().top)).toBeLessThan(2),
    );
  },
};

function VirtualizedInquiryTable(args: TableStoryArgs) {
  const rows = useMemo(() => makeInquiries(args.rowCount), [args.rowCount]);
  const { sorted, sortDescriptor, setSortDescriptor } = useSorted(rows, { column: 'id', direction: 'ascending' });
  return (
    // Row and heading heights match the comfortable density: one line plus padding and border.
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: 45, headingHeight: 45 }}>
      <Table
        aria-label={args['aria-label']}
        density="comfortable"
        maxHeight={args.maxHeight}
        sortDescriptor={sortDescriptor}
        onSortChange={setSortDescriptor}
      >
        <TableHeader>
          <Column id="id" allowsSorting>ID</Column>
          <Column id="name" isRowHeader allowsSorting>Name</Column>
          <Column id="email">Email</Column>
          <Column id="status">Status</Column>
        </TableHeader>
        <TableBody items={sorted}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{row.id}</Cell>
              <Cell>{row.name}</Cell>
              <Cell>{row.email}</Cell>
              <Cell>{row.status}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Virtualizer>
  );
}

/** 10,000 rows under react-aria's Virtualizer: only the rows in view are in the DOM. */
export const Virtualized10000Rows: Story = {
  args: { rowCount: 10_000, maxHeight: '24rem' },
  render: (args) => <VirtualizedInquiryTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(1));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);

    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('gridcell', { name: '10000' })).toBeInTheDocument());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
  },
};
