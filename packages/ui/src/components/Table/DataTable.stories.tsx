import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';
import * as storyStyles from './DataTable.stories.css';

interface Inquiry {
  id: number;
  name: string;
  email: string;
  status: string;
}

type ColumnId = keyof Inquiry | 'actions';

const names = ['Noura Haddad', 'Ahmed Rahman', 'Layla Nasser', 'Omar Farouk', 'Sara Saleh', 'Khalid Haddad'] as const;
const statuses = ['New', 'In Progress', 'Resolved', 'Closed'] as const;

function makeInquiries(count: number): Inquiry[] {
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] ?? 'Noura Haddad';
    return {
      id: index + 1,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}${index + 1}@example.com`,
      status: statuses[(index * 5) % statuses.length] ?? 'New',
    };
  });
}

const columns: readonly DataTableColumn<ColumnId>[] = [
  { id: 'id', label: 'ID', allowsSorting: true, align: 'end' },
  { id: 'name', label: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'email', label: 'Email', allowsSorting: true },
  { id: 'status', label: 'Status' },
  { id: 'actions', label: 'Actions', align: 'end' },
];

interface StoryArgs {
  'aria-label': string;
  rowCount: number;
  density: 'compact' | 'comfortable';
  onView: (id: number) => void;
  columns?: readonly DataTableColumn<ColumnId>[];
  className?: string;
}

function InquiryDataTable({ rowCount, onView, columns: shownColumns = columns, ...props }: StoryArgs) {
  const rows = useMemo(() => makeInquiries(rowCount), [rowCount]);
  const [sort, setSort] = useState<DataTableSort<ColumnId>>({ column: 'id', direction: 'descending' });
  const sorted = useMemo(() => {
    const key = sort.column === 'actions' ? 'id' : sort.column;
    const result = [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
    return sort.direction === 'descending' ? result.reverse() : result;
  }, [rows, sort]);
  const renderCell = useCallback(
    (row: Inquiry, column: ColumnId) =>
      column === 'actions' ? (
        <Button size="small" variant="ghost" aria-label={`View ${row.name}`} onPress={() => onView(row.id)}>
          View
        </Button>
      ) : (
        String(row[column])
      ),
    [onView],
  );
  return (
    <DataTable
      {...props}
      columns={shownColumns}
      rows={sorted}
      rowKey={(row) => row.id}
      renderCell={renderCell}
      sortDescriptor={sort}
      onSortChange={setSort}
    />
  );
}

const meta = {
  title: 'UI/DataTable',
  component: InquiryDataTable,
  args: { 'aria-label': 'Inquiries', rowCount: 6, density: 'comfortable', onView: fn() },
  argTypes: { density: { control: 'inline-radio', options: ['compact', 'comfortable'] } },
} satisfies Meta<typeof InquiryDataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Sorting by mouse: a new column sorts ascending, the sorted one flips. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
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
  },
};

/** One Tab stop; arrows to a header and Enter sorts; arrows into a row's cells and its button. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: /^ID/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /^ID/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{ArrowDown}{End}');
    const firstRow = within(canvas.getAllByRole('row')[1] as HTMLElement);
    await expect(firstRow.getByRole('button', { name: /^View/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onView).toHaveBeenCalledWith(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvas.getAllByRole('row')[2] as HTMLElement).getByRole('button', { name: /^View/ })).toHaveFocus();
  },
};

/** Right to left: the columns run from the right, and ArrowLeft moves to the next cell. */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <InquiryDataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    const firstRow = within(canvas.getAllByRole('row')[1] as HTMLElement);
    await expect(firstRow.getByRole('gridcell', { name: '6' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(firstRow.getByRole('rowheader')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(firstRow.getByRole('gridcell', { name: '6' })).toHaveFocus();
  },
};

const narrowIdColumns: readonly DataTableColumn<ColumnId>[] = columns.map((column) =>
  column.id === 'id' ? { ...column, label: 'الرقم', className: storyStyles.narrowColumn } : column,
);

/**
 * A sortable column narrower than its label and arrow (Inquiry Management's ID in Arabic): the label
 * is cut and the arrow stays whole inside the header, where it used to run under the next header.
 */
export const NarrowSortableColumn: Story = {
  render: (args) => (
    <div dir="rtl">
      <InquiryDataTable {...args} columns={narrowIdColumns} className={storyStyles.fixedLayout} />
    </div>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'الرقم' });
    const arrow = header.querySelector('svg') as SVGElement;
    const cell = header.getBoundingClientRect();
    const box = arrow.getBoundingClientRect();
    await expect(box.width).toBe(16);
    await expect(box.left).toBeGreaterThanOrEqual(cell.left);
    await expect(box.right).toBeLessThanOrEqual(cell.right);
  },
};

export const Compact: Story = { args: { density: 'compact', rowCount: 12 } };

export const Empty: Story = {
  args: { rowCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toBeVisible();
  },
};

/** Below 768 px the columns overflow and the frame scrolls sideways instead of squeezing them. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ inlineSize: '20rem' }}>
      <InquiryDataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('grid').parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  },
};
