import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { GridList, GridListItem } from './GridList';

const people = [
  { id: 1, name: 'Layla Nasser' },
  { id: 2, name: 'Omar Farouk' },
];

function People({ onOpen = vi.fn() }: { onOpen?: (name: string) => void }) {
  return (
    <GridList aria-label="Enquiries" items={people}>
      {(person) => (
        <GridListItem id={person.id} textValue={person.name}>
          <p>{person.name}</p>
          <Button size="small" aria-label={`View details of ${person.name}`} onPress={() => onOpen(person.name)}>
            View Details
          </Button>
        </GridListItem>
      )}
    </GridList>
  );
}

describe('GridList', () => {
  it('is a labelled grid with a row per item', () => {
    render(<People />);
    expect(screen.getByRole('grid', { name: 'Enquiries' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('is one tab stop: arrows move between rows and into a row, Enter presses the control', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<People onOpen={onOpen} />);
    const rows = screen.getAllByRole('row');
    await user.tab();
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'View details of Omar Farouk' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('Omar Farouk');
  });

  it('says so when there are no items', () => {
    render(
      <GridList aria-label="Enquiries" items={[] as typeof people} emptyMessage="No enquiries yet.">
        {(person) => <GridListItem id={person.id}>{person.name}</GridListItem>}
      </GridList>,
    );
    expect(screen.getByText('No enquiries yet.')).toBeInTheDocument();
  });
});
