import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListBox, ListBoxItem } from './ListBox';

const areas = [
  { id: 1, name: 'Dubai Marina' },
  { id: 2, name: 'Downtown Dubai' },
  { id: 3, name: 'Al Reem Island' },
];

describe('ListBox', () => {
  it('is a labelled, described multi-select: one tab stop, arrow keys move, Space toggles', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <ListBox
        label="Service areas"
        description="Space toggles an area."
        items={areas}
        selectionMode="multiple"
        defaultSelectedKeys={[2]}
        onSelectionChange={onSelectionChange}
      >
        {(area) => <ListBoxItem id={area.id}>{area.name}</ListBoxItem>}
      </ListBox>,
    );
    const list = screen.getByRole('listbox', { name: 'Service areas' });
    expect(list).toHaveAccessibleDescription('Space toggles an area.');
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(list).getByRole('option', { name: 'Dubai Marina' }));
    expect(within(list).getByRole('option', { name: 'Dubai Marina' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('option', { name: 'Downtown Dubai' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(within(list).getByRole('option', { name: 'Downtown Dubai' })).toHaveAttribute('aria-selected', 'false');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<number>)]).toEqual([1]);
  });

  it('jumps to an option by typing its name', async () => {
    const user = userEvent.setup();
    render(
      <ListBox aria-label="Areas" items={areas} selectionMode="single">
        {(area) => <ListBoxItem id={area.id}>{area.name}</ListBoxItem>}
      </ListBox>,
    );
    await user.tab();
    await user.keyboard('Al');
    expect(screen.getByRole('option', { name: 'Al Reem Island' })).toHaveFocus();
  });

  it('selects one option at a time and describes options by their description', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <ListBox aria-label="Plan" selectionMode="single" selectionBehavior="replace" onSelectionChange={onSelectionChange}>
        <ListBoxItem id="basic" description="Ten listings a month.">
          Basic
        </ListBoxItem>
        <ListBoxItem id="pro" description="Unlimited listings.">
          Pro
        </ListBoxItem>
      </ListBox>,
    );
    const pro = screen.getByRole('option', { name: 'Pro' });
    expect(pro).toHaveAccessibleDescription('Unlimited listings.');
    await user.click(screen.getByRole('option', { name: 'Basic' }));
    await user.click(pro);
    expect(pro).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Basic' })).toHaveAttribute('aria-selected', 'false');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['pro']);
  });

  it('announces its error message while invalid', () => {
    render(
      <ListBox label="Service areas" description="Choose at least one." isInvalid errorMessage="Choose a service area." selectionMode="multiple">
        <ListBoxItem id="marina">Dubai Marina</ListBoxItem>
      </ListBox>,
    );
    expect(screen.getByRole('listbox', { name: 'Service areas' })).toHaveAccessibleDescription('Choose at least one. Choose a service area.');
  });
});
