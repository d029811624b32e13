import { en } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { byTextContent } from '../../shared/textContent.testing';
import { enquiriesWith } from '../stories/enquiryStoryData';
import { EnquiryCardList } from './EnquiryCardList';

const copy = en.enquiries;
const enquiries = enquiriesWith([
  { id: 7, name: 'Layla Nasser', email: 'layla@example.com', status: 'IN_PROGRESS', note: 'Call back Sunday' },
  { id: 6, name: 'Omar Farouk', email: 'omar@example.com', status: 'NEW', note: null },
]);

function renderCards(shown = enquiries) {
  const handlers = { onStatusChange: vi.fn(), onOpen: vi.fn() };
  render(<EnquiryCardList enquiries={shown} formatDate={() => 'today'} {...handlers} />);
  return handlers;
}

describe('EnquiryCardList', () => {
  it('shows one card per enquiry with its name, e-mail, id, created date and note', () => {
    renderCards();
    const cards = within(screen.getByRole('grid', { name: copy.listLabel })).getAllByRole('row');
    expect(cards).toHaveLength(2);
    const layla = within(cards[0] as HTMLElement);
    // `auto`: an Arabic name reads right to left inside an English page.
    expect(layla.getByText('Layla Nasser')).toHaveAttribute('dir', 'auto');
    // An e-mail reads left to right in an Arabic page too.
    expect(layla.getByText('layla@example.com')).toHaveAttribute('dir', 'ltr');
    expect(layla.getByText(`${copy.columns.id} 7`)).toBeInTheDocument();
    expect(layla.getByText(byTextContent(`${copy.columns.created}: today`))).toBeInTheDocument();
    expect(layla.getByText(byTextContent(`${copy.columns.note}: Call back Sunday`))).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(byTextContent(`${copy.columns.note}: ${copy.noNote}`))).toBeInTheDocument();
  });

  // Issue 19, item 5: the note is someone's text after the catalogue's label. Without isolation a note
  // starting with Hebrew or Arabic letters and ending in a number pulls the label's colon and the number
  // round to its side ('Note: שלום 2' would show as ': 2 שלום'); in a <bdi> it is laid out on its own.
  it('isolates the note from its label, so a right-to-left note keeps the line in order', () => {
    renderCards(enquiriesWith([{ id: 9, name: 'دانة 3', email: 'dana@example.com', status: 'NEW', note: 'שלום 2' }]));
    const card = within(within(screen.getByRole('grid', { name: copy.listLabel })).getByRole('row'));
    const note = card.getByText('שלום 2');
    expect(note).toHaveAttribute('dir', 'auto');
    expect(note.parentElement).toHaveTextContent(`${copy.columns.note}: שלום 2`);
    // The label is apart from the value: a long note is cut at its own end, in its own direction, and the
    // label stays whole (cutting the whole line in an Arabic card hid an English note's beginning).
    expect(note.previousElementSibling).toHaveTextContent(`${copy.columns.note}:`);
    expect(card.getByText('دانة 3').closest('bdi, [dir="auto"]')).not.toBeNull();
  });

  it('changes the status on a card and opens its details', async () => {
    const user = userEvent.setup();
    const { onStatusChange, onOpen } = renderCards();
    await user.click(screen.getByRole('button', { name: new RegExp(copy.statusOf('Omar Farouk')) }));
    await user.click(await screen.findByRole('option', { name: copy.statuses.RESOLVED }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(enquiries[1], 'RESOLVED');
    await user.click(screen.getByRole('button', { name: copy.viewDetailsOf('Layla Nasser') }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(enquiries[0]);
  });

  it('moves between cards with the arrow keys and into a card with the right arrow', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderCards();
    const cards = screen.getAllByRole('row');
    await user.tab();
    expect(cards[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cards[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: copy.viewDetailsOf('Omar Farouk') })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(enquiries[1]);
  });

  it("marks the first card's name for the cold-load bench's Element Timing", () => {
    renderCards();
    expect(screen.getByText('Layla Nasser')).toHaveAttribute('elementtiming', 'enquiry-first-row');
    expect(screen.getByText('Omar Farouk')).not.toHaveAttribute('elementtiming');
  });
});
