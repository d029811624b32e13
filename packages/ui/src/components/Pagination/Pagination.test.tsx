import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationProps } from './Pagination';

function Controlled({ onPageChange, ...props }: Omit<PaginationProps, 'page'> & { initialPage?: number }) {
  const { initialPage = 0, ...rest } = props;
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...rest}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

function pageNumbers() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
}

describe('Pagination', () => {
  it('shows 0-based pages 1-based and marks the current one', () => {
    render(<Pagination page={2} pageCount={4} onPageChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('reports the 0-based page chosen by click', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={0} pageCount={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('does not report a press on the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('moves with Previous and Next by keyboard and disables them at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Controlled pageCount={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    next.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPageChange.mock.calls).toEqual([[1], [2]]);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('selects a page with Tab and Enter', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Controlled pageCount={8} onPageChange={onPageChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses long ranges with ellipses in the ellipsis variant', () => {
    render(<Pagination page={4} pageCount={10} onPageChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['1', '4', '5', '6', '10']);
  });

  it('shows a fixed window in the window variant', () => {
    render(<Pagination variant="window" windowSize={3} page={9} pageCount={10} onPageChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['8', '9', '10']);
  });

  it('renders both windows when a narrow window is set, so CSS can pick one per breakpoint', () => {
    render(<Pagination variant="window" windowSize={5} narrowWindowSize={3} page={5} pageCount={20} onPageChange={vi.fn()} />);
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
  });

  it('shows the summary with the default and a custom formatter', () => {
    const { rerender } = render(<Pagination page={1} pageCount={7} onPageChange={vi.fn()} showSummary />);
    expect(screen.getByText('Page 2 of 7')).toBeInTheDocument();
    rerender(
      <Pagination page={1} pageCount={7} onPageChange={vi.fn()} showSummary formatSummary={(p, t) => `${p} / ${t}`} />,
    );
    expect(screen.getByText('2 / 7')).toBeInTheDocument();
  });

  it('takes its labels as props', () => {
    render(
      <Pagination
        page={0}
        pageCount={2}
        onPageChange={vi.fn()}
        label="Review pages"
        previousLabel="Back"
        nextLabel="Forward"
        pageLabel={(p) => `Go to page ${p}`}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(nav).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Forward' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  });

  it('renders nothing without pages', () => {
    render(<Pagination page={0} pageCount={0} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
