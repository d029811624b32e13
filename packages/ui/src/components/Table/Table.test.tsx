import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people: Person[] = [
  { id: 1, name: 'Noura', city: 'Dubai' },
  { id: 2, name: 'Ahmed', city: 'Abu Dhabi' },
  { id: 3, name: 'Layla', city: 'Sharjah' },
];

function PeopleTable({ onView = vi.fn(), onDelete = vi.fn() }: { onView?: (id: number) => void; onDelete?: (id: number) => void }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'id', direction: 'ascending' });
  const rows = useMemo(() => {
    const key = sortDescriptor.column as keyof Person;
    const sorted = [...people].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
    return sortDescriptor.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sortDescriptor]);
  return (
    <Table aria-label="People" sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <TableHeader>
        <Column id="id" allowsSorting>ID</Column>
        <Column id="name" isRowHeader allowsSorting>Name</Column>
        <Column id="city">City</Column>
        <Column id="actions" align="end">Actions</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(person) => (
          <Row id={person.id}>
            <Cell>{person.id}</Cell>
            <Cell>{person.name}</Cell>
            <Cell>{person.city}</Cell>
            <Cell align="end">
              <Button size="small" variant="ghost" onPress={() => onView(person.id)}>View</Button>
              <Button size="small" variant="ghost" onPress={() => onDelete(person.id)}>Delete</Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function names() {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent);
}

function header(name: string) {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

describe('Table', () => {
  it('sorts by clicking a sortable header and exposes the direction as aria-sort', async () => {
    const user = userEvent.setup();
    render(<PeopleTable />);
    expect(names()).toEqual(['Noura', 'Ahmed', 'Layla']);
    expect(header('ID')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('City')).not.toHaveAttribute('aria-sort');

    await user.click(header('Name'));
    expect(names()).toEqual(['Ahmed', 'Layla', 'Noura']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('ID')).toHaveAttribute('aria-sort', 'none');

    await user.click(header('Name'));
    expect(names()).toEqual(['Noura', 'Layla', 'Ahmed']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts from the keyboard: arrows to the header, Enter and Space to sort', async () => {
    const user = userEvent.setup();
    render(<PeopleTable />);
    await user.tab();
    expect(screen.getAllByRole('row')[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('ID')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(header('Name')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Ahmed', 'Layla', 'Noura']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(names()).toEqual(['Noura', 'Layla', 'Ahmed']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveFocus();
  });

  it('does not sort on a column without allowsSorting', async () => {
    const user = userEvent.setup();
    render(<PeopleTable />);
    await user.click(header('City'));
    expect(names()).toEqual(['Noura', 'Ahmed', 'Layla']);
    expect(header('ID')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('reaches row action buttons with the arrow keys and presses them with Enter and Space', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const onDelete = vi.fn();
    render(<PeopleTable onView={onView} onDelete={onDelete} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const firstRow = within(screen.getAllByRole('row')[1] as HTMLElement);
    expect(firstRow.getByRole('button', { name: 'View' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onView).toHaveBeenCalledWith(1);

    await user.keyboard('{ArrowRight}');
    expect(firstRow.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onDelete).toHaveBeenCalledWith(1);

    await user.keyboard('{ArrowDown}');
    const secondRow = within(screen.getAllByRole('row')[2] as HTMLElement);
    expect(secondRow.getByRole('button', { name: 'View' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onView).toHaveBeenLastCalledWith(2);
    expect(onView).toHaveBeenCalledTimes(2);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('keeps rows unselectable even when selection props slip through', async () => {
    const user = userEvent.setup();
    // As from an untyped spread of react-aria props: the table must still not select rows.
    const looseProps = { selectionMode: 'multiple', defaultSelectedKeys: [1] } as object;
    render(
      <Table aria-label="People" {...looseProps}>
        <TableHeader>
          <Column isRowHeader>Name</Column>
        </TableHeader>
        <TableBody items={people}>
          {(person) => (
            <Row id={person.id}>
              <Cell>{person.name}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>,
    );
    await user.click(screen.getByRole('rowheader', { name: 'Ahmed' }));
    await user.keyboard(' ');
    expect(screen.getByRole('grid')).not.toHaveAttribute('aria-multiselectable');
    for (const row of screen.getAllByRole('row')) expect(row).not.toHaveAttribute('aria-selected', 'true');
  });

  it('shows the default empty label when there are no rows', () => {
    render(
      <Table aria-label="Inquiries">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Status</Column>
        </TableHeader>
        <TableBody items={[] as Person[]}>{(person) => <Row id={person.id} />}</TableBody>
      </Table>,
    );
    expect(screen.getByRole('rowheader', { name: 'No results' })).toHaveAttribute('colspan', '2');
  });

  it('renders a custom empty state whose action works', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(
      <Table aria-label="Inquiries">
        <TableHeader>
          <Column isRowHeader>Name</Column>
        </TableHeader>
        <TableBody
          emptyLabel="Not used"
          renderEmptyState={() => (
            <>
              <p>No inquiries found</p>
              <Button onPress={onClear}>Clear Search</Button>
            </>
          )}
        >
          {[]}
        </TableBody>
      </Table>,
    );
    expect(screen.getByText('No inquiries found')).toBeInTheDocument();
    expect(screen.queryByText('Not used')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
