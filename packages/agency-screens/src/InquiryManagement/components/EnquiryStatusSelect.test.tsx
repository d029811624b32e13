import { en } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EnquiryStatusSelect } from './EnquiryStatusSelect';

const statuses = en.enquiries.statuses;

describe('EnquiryStatusSelect', () => {
  it('offers the four statuses in workflow order and reports a new pick', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EnquiryStatusSelect aria-label="Status of Noura" status="NEW" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Status of Noura/ });
    expect(trigger).toHaveTextContent(statuses.NEW);

    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      statuses.NEW,
      statuses.IN_PROGRESS,
      statuses.RESOLVED,
      statuses.CLOSED,
    ]);
    await user.click(within(listbox).getByRole('option', { name: statuses.RESOLVED }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('RESOLVED');
  });

  it('calls nothing when the current status is picked again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EnquiryStatusSelect label={en.enquiries.details.status} status="CLOSED" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: new RegExp(en.enquiries.details.status) }));
    await user.click(await screen.findByRole('option', { name: statuses.CLOSED }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the status it is given (a controlled value)', () => {
    const { rerender } = render(<EnquiryStatusSelect aria-label="Status" status="NEW" onChange={vi.fn()} />);
    rerender(<EnquiryStatusSelect aria-label="Status" status="IN_PROGRESS" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent(statuses.IN_PROGRESS);
  });
});
