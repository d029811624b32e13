import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const places: ComboBoxOption[] = [
  { id: 'marina', label: 'Dubai Marina', detail: 'Dubai' },
  { id: 'jvc', label: 'Jumeirah Village Circle', detail: 'Dubai' },
];

/** The caller owns the text and the suggestions, as a search does. */
function Search({ items, onSelectionChange, emptyState = 'No places found' }: { items: ComboBoxOption[]; onSelectionChange?: (key: unknown) => void; emptyState?: string }) {
  const [text, setText] = useState('');
  return (
    <ComboBox label="Search address" items={items} inputValue={text} onInputChange={setText} onSelectionChange={onSelectionChange} emptyState={emptyState} />
  );
}

describe('ComboBox', () => {
  it('shows the given suggestions unfiltered and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Search items={places} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Search address' });
    // "JVC" is in neither label: a caller's alias match must not be filtered away.
    await user.type(input, 'JVC');
    const listbox = await screen.findByRole('listbox');
    // Each option is named by all it shows, label then detail.
    expect(within(listbox).getAllByRole('option')).toEqual([
      within(listbox).getByRole('option', { name: 'Dubai Marina, Dubai' }),
      within(listbox).getByRole('option', { name: 'Jumeirah Village Circle, Dubai' }),
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('jvc');
    expect(input).toHaveValue('Jumeirah Village Circle');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("isolates each suggestion's label and detail, so an Arabic name or one ending in a number keeps its own order", async () => {
    const user = userEvent.setup();
    render(<Search items={[{ id: 'marina-ar', label: 'مرسى دبي 2', detail: 'Dubai Marina, Tower 3' }]} />);
    await user.type(screen.getByRole('combobox', { name: 'Search address' }), 'مرسى');
    const option = within(await screen.findByRole('listbox')).getByRole('option');
    const isolated = [...option.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(isolated).toEqual(['مرسى دبي 2', 'Dubai Marina, Tower 3']);
  });

  it('stays closed after a pick that follows an empty list', async () => {
    const user = userEvent.setup();
    // The caller's list empties when the input is cleared, as a search does.
    function Clearing() {
      const [text, setText] = useState('');
      return <ComboBox label="Search address" items={text ? places : []} inputValue={text} onInputChange={setText} emptyState={text ? "No places found" : null} />;
    }
    render(<Clearing />);
    const input = screen.getByRole('combobox', { name: 'Search address' });
    await user.type(input, 'd');
    await user.clear(input);
    await user.type(input, 'du');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Dubai Marina');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the empty state in the open list, and keeps typed text on blur', async () => {
    const user = userEvent.setup();
    render(<Search items={[]} emptyState="No addresses found" />);
    const input = screen.getByRole('combobox', { name: 'Search address' });
    await user.type(input, 'Atlantis');
    expect(await screen.findByText('No addresses found')).toBeVisible();
    await user.tab();
    expect(input).toHaveValue('Atlantis');
  });
});
