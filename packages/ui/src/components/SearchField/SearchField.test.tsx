import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('reports every keystroke at once but the debounced value once, after 300 ms of quiet', async () => {
    const user = setup();
    const onChange = vi.fn();
    const onDebouncedChange = vi.fn();
    render(<SearchField label="Search team" onChange={onChange} onDebouncedChange={onDebouncedChange} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search team' }), 'sara');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onChange).toHaveBeenLastCalledWith('sara');
    act(() => vi.advanceTimersByTime(200));
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(150));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
    expect(onDebouncedChange).toHaveBeenCalledWith('sara');
  });

  it('restarts the wait on each keystroke and fires again after the next pause', async () => {
    const user = setup();
    const onDebouncedChange = vi.fn();
    render(<SearchField label="Search" onDebouncedChange={onDebouncedChange} debounceMs={500} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(input, 'du');
    act(() => vi.advanceTimersByTime(400));
    await user.type(input, 'b');
    act(() => vi.advanceTimersByTime(400));
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(150));
    expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('dub');

    await user.type(input, 'ai');
    act(() => vi.advanceTimersByTime(550));
    expect(onDebouncedChange).toHaveBeenCalledTimes(2);
    expect(onDebouncedChange).toHaveBeenLastCalledWith('dubai');
  });

  it('clears with the clear button at once, dropping the waiting value', async () => {
    const user = setup();
    const onDebouncedChange = vi.fn();
    render(<SearchField label="Search" onDebouncedChange={onDebouncedChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(input, 'marina');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
  });

  it('clears with Escape at once', async () => {
    const user = setup();
    const onDebouncedChange = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search" defaultValue="palm" onClear={onClear} onDebouncedChange={onDebouncedChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });

    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('sends the waiting value at once on Enter', async () => {
    const user = setup();
    const onDebouncedChange = vi.fn();
    const onSubmit = vi.fn();
    render(<SearchField label="Search" onSubmit={onSubmit} onDebouncedChange={onDebouncedChange} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jvc{Enter}');
    expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('jvc');
    expect(onSubmit).toHaveBeenCalledWith('jvc');
    act(() => vi.advanceTimersByTime(1000));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
  });

  it('keeps a hidden label as the accessible name and takes a translated clear label', () => {
    render(<SearchField label="Search properties" hideLabel defaultValue="x" clearLabel="Effacer" />);
    expect(screen.getByRole('searchbox', { name: 'Search properties' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
  });

  it('does not fire a late debounced call after unmount', async () => {
    const user = setup();
    const onDebouncedChange = vi.fn();
    const { unmount } = render(<SearchField label="Search" onDebouncedChange={onDebouncedChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDebouncedChange).not.toHaveBeenCalled();
  });

  it('lets Escape through to what holds the field when there is nothing to clear, and keeps it when there is', async () => {
    const user = setup();
    const onOuterKeyDown = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands for a dialog that closes on Escape
      <div onKeyDown={(event) => onOuterKeyDown(event.key)}>
        <SearchField label="Search" defaultValue="palm" />
      </div>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onOuterKeyDown).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onOuterKeyDown).toHaveBeenCalledWith('Escape');
  });

  it('keeps the clear button out of the tab order, marks the field empty for its style, and returns the focus to the input', async () => {
    const user = setup();
    render(<SearchField label="Search" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    // The stylesheet hides the clear button under [data-empty]; jsdom applies no stylesheet.
    expect(input.closest('[data-empty]')).not.toBeNull();
    await user.type(input, 'jvc');
    expect(input.closest('[data-empty]')).toBeNull();
    const clear = screen.getByRole('button', { name: 'Clear search' });
    expect(clear).toHaveAttribute('tabindex', '-1');
    await user.click(clear);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('shows a controlled value and reports a clear without changing it itself', async () => {
    const user = setup();
    const onChange = vi.fn();
    const onClear = vi.fn();
    const { rerender } = render(<SearchField label="Search" value="marina" onChange={onChange} onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('marina');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('marina');
    rerender(<SearchField label="Search" value="" onChange={onChange} onClear={onClear} />);
    expect(input).toHaveValue('');
  });
});
