import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

interface Person {
  id: number;
  name: string;
  city: string;
}

type ColumnId = 'id' | 'name' | 'city' | 'actions';

const columns: readonly DataTableColumn<ColumnId>[] = [
  { id: 'id', label: 'ID', allowsSorting: true },
  { id: 'name', label: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'city', label: 'City' },
  { id: 'actions', label: 'Actions', align: 'end' },
];

const people: Person[] = [
  { id: 1, name: 'Noura', city: 'Dubai' },
  { id: 2, name: 'Ahmed', city: 'Abu Dhabi' },
  { id: 3, name: 'Layla', city: 'Sharjah' },
];

function PeopleTable({
  rows = people,
  onView = vi.fn(),
  onSortChange,
}: {
  rows?: readonly Person[];
  onView?: (id: number) => void;
  onSortChange?: (sort: DataTableSort<ColumnId>) => void;
}) {
  const [sort, setSort] = useState<DataTableSort<ColumnId>>({ column: 'id', direction: 'ascending' });
  return (
    <>
      <button type="button">Before</button>
      <DataTable
        aria-label="People"
        columns={columns}
        rows={rows}
        rowKey={(person) => person.id}
        renderCell={(person, column) => {
          if (column === 'actions') {
            return (
              <>
                <Button size="small" onPress={() => onView(person.id)}>{`View ${person.name}`}</Button>
                <Button size="small">{`Call ${person.name}`}</Button>
              </>
            );
          }
          return String(person[column]);
        }}
        sortDescriptor={sort}
        onSortChange={(next) => {
          onSortChange?.(next);
          setSort(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('is a grid with column headers, a row header per row and cells', () => {
    render(<PeopleTable />);
    const grid = screen.getByRole('grid', { name: 'People' });
    expect(within(grid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ID', 'Name', 'City', 'Actions']);
    const [first] = bodyRows();
    const row = within(first as HTMLElement);
    expect(row.getByRole('rowheader')).toHaveTextContent('Noura');
    expect(row.getByRole('gridcell', { name: 'Dubai' })).toBeInTheDocument();
    expect(header('ID')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('City')).not.toHaveAttribute('aria-sort');
  });

  it('sorts on a header click: a new column ascending, the sorted one the other way; not on other columns', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<PeopleTable onSortChange={onSortChange} />);
    await user.click(header('Name'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header('Name'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await user.click(header('City'));
    expect(onSortChange).toHaveBeenCalledTimes(2);
  });

  it('is one Tab stop: rows, then cells and their controls, by the arrow keys', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    render(<PeopleTable onView={onView} />);
    await user.tab();
    await user.tab();
    const [noura, ahmed, layla] = bodyRows();
    expect(noura).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(ahmed).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(ahmed as HTMLElement).getByRole('gridcell', { name: '2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'View Ahmed' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Call Ahmed' })).toHaveFocus();
    // Up and down leave the control for the same column of the next row; a control never takes them.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'View Layla' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onView).toHaveBeenCalledExactlyOnceWith(3);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(layla).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Call Layla' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(layla as HTMLElement).getByRole('gridcell', { name: '3' })).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(within(noura as HTMLElement).getByRole('gridcell', { name: '1' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Call Noura' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'View Noura' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('sorts from the keyboard: up to the headers, Enter or Space', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<PeopleTable onSortChange={onSortChange} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(header('ID')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSortChange).toHaveBeenCalledTimes(2);
    await user.keyboard('{ArrowDown}');
    expect(within(bodyRows()[0] as HTMLElement).getByRole('gridcell', { name: 'Dubai' })).toHaveFocus();
  });

  it('moves the Tab stop to the first row when the focused row goes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PeopleTable />);
    await user.click(screen.getByRole('gridcell', { name: 'Sharjah' }));
    rerender(<PeopleTable rows={people.slice(0, 2)} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
  });

  it('shows the empty label in one cell when there are no rows, and takes focus itself', async () => {
    const user = userEvent.setup();
    render(
      <DataTable aria-label="People" columns={columns} rows={[]} rowKey={() => 0} renderCell={() => null} emptyLabel="No people" />,
    );
    expect(screen.getByRole('cell', { name: 'No people' })).toHaveAttribute('colspan', '4');
    await user.tab();
    expect(screen.getByRole('grid', { name: 'People' })).toHaveFocus();
  });

  describe('initialRowCount', () => {
    const many: Person[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}`, city: 'Dubai' }));

    /** The table's data rows as each commit left them: a parent's layout effect runs after its children's commit. */
    function RowsAtCommit({ rows, initialRowCount, commits }: { rows: readonly Person[]; initialRowCount?: number; commits: number[] }) {
      useLayoutEffect(() => {
        commits.push(within(screen.getByRole('grid')).getAllByRole('rowheader').length);
      });
      return (
        <DataTable
          aria-label="People"
          columns={columns}
          rows={rows}
          rowKey={(person) => person.id}
          renderCell={(person, column) => (column === 'actions' ? null : String(person[column]))}
          initialRowCount={initialRowCount}
        />
      );
    }

    it('shows that many rows in its first commit, then every row', async () => {
      const commits: number[] = [];
      render(<RowsAtCommit rows={many} initialRowCount={10} commits={commits} />);
      expect(commits[0]).toBe(10);
      expect(await screen.findAllByRole('rowheader')).toHaveLength(25);
      expect(screen.getByRole('rowheader', { name: 'Person 25' })).toBeInTheDocument();
    });

    it('shows every row at once on later renders, and without a count', () => {
      const commits: number[] = [];
      const { rerender, unmount } = render(<RowsAtCommit rows={many.slice(0, 5)} initialRowCount={10} commits={commits} />);
      rerender(<RowsAtCommit rows={many} initialRowCount={10} commits={commits} />);
      expect(commits.at(-1)).toBe(25);
      expect(commits.every((count) => count !== 10)).toBe(true);
      unmount();

      const fromStart: number[] = [];
      render(<RowsAtCommit rows={many} commits={fromStart} />);
      expect(fromStart[0]).toBe(25);
    });
  });
});
