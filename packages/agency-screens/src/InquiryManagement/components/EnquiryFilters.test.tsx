import { en } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EnquiryFilters, type EnquiryFiltersProps } from './EnquiryFilters';

const copy = en.enquiries;

function renderFilters(props: Partial<EnquiryFiltersProps> = {}) {
  const handlers = { onSearchChange: vi.fn(), onSearchSubmit: vi.fn(), onStatusChange: vi.fn(), onReset: vi.fn() };
  render(<EnquiryFilters searchText="" status="ALL" {...handlers} {...props} />);
  return handlers;
}

function CollapsibleFilters({ initiallyExpanded }: { initiallyExpanded: boolean }) {
  const [isExpanded, setExpanded] = useState(initiallyExpanded);
  return (
    <EnquiryFilters
      searchText=""
      status="ALL"
      onSearchChange={vi.fn()}
      onSearchSubmit={vi.fn()}
      onStatusChange={vi.fn()}
      onReset={vi.fn()}
      isCollapsible
      isExpanded={isExpanded}
      onExpandedChange={setExpanded}
    />
  );
}

describe('EnquiryFilters', () => {
  it('labels the search and reports each keystroke and Enter', async () => {
    const user = userEvent.setup();
    const handlers = renderFilters();
    const search = screen.getByRole('searchbox', { name: copy.searchLabel });
    expect(search).toHaveAttribute('placeholder', copy.searchPlaceholder);
    await user.type(search, 'd{Enter}');
    expect(handlers.onSearchChange).toHaveBeenCalledWith('d');
    expect(handlers.onSearchSubmit).toHaveBeenCalledTimes(1);
  });

  it('filters by status: All Status, New, In Progress, Resolved, Closed', async () => {
    const user = userEvent.setup();
    const handlers = renderFilters();
    await user.click(screen.getByRole('button', { name: new RegExp(`${copy.statusFilterLabel}$`) }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      copy.allStatus,
      copy.statuses.NEW,
      copy.statuses.IN_PROGRESS,
      copy.statuses.RESOLVED,
      copy.statuses.CLOSED,
    ]);
    await user.click(within(listbox).getByRole('option', { name: copy.statuses.IN_PROGRESS }));
    expect(handlers.onStatusChange).toHaveBeenCalledExactlyOnceWith('IN_PROGRESS');
  });

  it('resets', async () => {
    const user = userEvent.setup();
    const handlers = renderFilters({ searchText: 'marina', status: 'NEW' });
    await user.click(screen.getByRole('button', { name: copy.reset }));
    expect(handlers.onReset).toHaveBeenCalledTimes(1);
  });

  it('collapses behind Show Filters on narrow screens and opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(<CollapsibleFilters initiallyExpanded={false} />);
    const toggle = screen.getByRole('button', { name: en.common.showFilters });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: en.common.hideFilters })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toBeVisible();
  });

  it('starts open when asked (a search or filter is active)', () => {
    render(<CollapsibleFilters initiallyExpanded />);
    expect(screen.getByRole('button', { name: en.common.hideFilters })).toHaveAttribute('aria-expanded', 'true');
  });
});
