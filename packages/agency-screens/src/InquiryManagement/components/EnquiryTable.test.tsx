import { en, type EnquirySort } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enquiriesWith } from '../stories/enquiryStoryData';
import { EnquiryTable, type EnquiryTableProps } from './EnquiryTable';

const copy = en.enquiries;
const enquiries = enquiriesWith([
  { id: 3, name: 'Noura Haddad', email: 'noura@example.com', status: 'NEW', note: null, createdAt: '2026-03-01T10:00:00' },
  { id: 2, name: 'Ahmed Rahman', email: 'ahmed@example.com', status: 'RESOLVED', note: 'Viewing booked', createdAt: '2026-02-01T10:00:00' },
]);

function renderTable(props: Partial<EnquiryTableProps> = {}) {
  const handlers = { onSortChange: vi.fn(), onStatusChange: vi.fn(), onOpen: vi.fn() };
  render(
    <EnquiryTable
      enquiries={enquiries}
      sortColumn="id"
      sortDirection="descending"
      formatDate={(value) => `on ${value.slice(0, 10)}`}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('EnquiryTable', () => {
  it('shows ID, Name, Email, Status, Note, Created and Actions', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(Object.values(copy.columns));
    const [, first, second] = screen.getAllByRole('row');
    const firstRow = within(first as HTMLElement);
    expect(firstRow.getByRole('rowheader')).toHaveTextContent('Noura Haddad');
    expect(firstRow.getByRole('gridcell', { name: '3' })).toBeInTheDocument();
    expect(firstRow.getByRole('gridcell', { name: 'noura@example.com' })).toBeInTheDocument();
    expect(firstRow.getByRole('gridcell', { name: copy.noNote })).toBeInTheDocument();
    expect(firstRow.getByRole('gridcell', { name: 'on 2026-03-01' })).toBeInTheDocument();
    expect(firstRow.getByRole('button', { name: new RegExp(copy.statusOf('Noura Haddad')) })).toHaveTextContent(copy.statuses.NEW);
    expect(within(second as HTMLElement).getByRole('gridcell', { name: 'Viewing booked' })).toBeInTheDocument();
  });

  it('shows the sort on the headers; every header but Actions sorts', () => {
    renderTable({ sortColumn: 'createdAt', sortDirection: 'ascending' });
    expect(header(copy.columns.created)).toHaveAttribute('aria-sort', 'ascending');
    for (const name of [copy.columns.id, copy.columns.name, copy.columns.email, copy.columns.status, copy.columns.note]) {
      expect(header(name)).toHaveAttribute('aria-sort', 'none');
    }
    expect(header(copy.columns.actions)).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a click: a new column ascending, the sorted one the other way', async () => {
    const user = userEvent.setup();
    const { onSortChange } = renderTable();
    await user.click(header(copy.columns.email));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'email', direction: 'ascending' } satisfies EnquirySort);
    await user.click(header(copy.columns.id));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'id', direction: 'ascending' } satisfies EnquirySort);
    await user.click(header(copy.columns.actions));
    expect(onSortChange).toHaveBeenCalledTimes(2);
  });

  it('sorts from the keyboard: arrows to a header, Enter or Space', async () => {
    const user = userEvent.setup();
    const { onSortChange } = renderTable();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(header(copy.columns.id)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(header(copy.columns.name)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight} ');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'createdAt', direction: 'ascending' });
  });

  it("changes a row's status and opens its details, by pointer and by keyboard", async () => {
    const user = userEvent.setup();
    const { onStatusChange, onOpen } = renderTable();
    await user.click(screen.getByRole('button', { name: new RegExp(copy.statusOf('Ahmed Rahman')) }));
    await user.click(await screen.findByRole('option', { name: copy.statuses.CLOSED }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(enquiries[1], 'CLOSED');

    await user.click(screen.getByRole('button', { name: copy.viewDetailsOf('Noura Haddad') }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(enquiries[0]);

    const viewAhmed = screen.getByRole('button', { name: copy.viewDetailsOf('Ahmed Rahman') });
    viewAhmed.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(enquiries[1]);
  });

  it("arrows past a row's status selector to the next row's, and opens it with Enter", async () => {
    const user = userEvent.setup();
    const { onStatusChange } = renderTable();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: new RegExp(copy.statusOf('Noura Haddad')) })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(copy.statusOf('Ahmed Rahman')) })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(enquiries[1], 'CLOSED');
  });

  it("marks the first row's ID for the cold-load bench's Element Timing", () => {
    renderTable();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getByText('3')).toHaveAttribute('elementtiming', 'enquiry-first-row');
    expect(within(second as HTMLElement).getByText('2')).not.toHaveAttribute('elementtiming');
  });
});
