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
function Search({ items, onSelectionChange, emptyState }: { items: ComboBoxOption[]; onSelectionChange?: (key: unknown) => void; emptyState?: string }) {
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
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Dubai MarinaDubai', 'Jumeirah Village CircleDubai']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('jvc');
    expect(input).toHaveValue('Jumeirah Village Circle');
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
