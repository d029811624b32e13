import { en } from '@marketplace/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnquirySummaryCards } from './EnquirySummaryCards';

const summary = en.enquiries.summary;
const card = (name: string) => screen.getByRole('group', { name });

describe('EnquirySummaryCards', () => {
  it('shows Total, Pending, Resolved and Urgent with grouped thousands', () => {
    render(<EnquirySummaryCards counts={{ total: 10_000, pending: 5_357, resolved: 4_643, urgent: 3_213 }} isLoading={false} />);
    expect(card(summary.total)).toHaveTextContent('10,000');
    expect(card(summary.pending)).toHaveTextContent('5,357');
    expect(card(summary.resolved)).toHaveTextContent('4,643');
    expect(card(summary.urgent)).toHaveTextContent('3,213');
  });

  it("shows '...' while loading", () => {
    render(<EnquirySummaryCards counts={{ total: 0, pending: 0, resolved: 0, urgent: 0 }} isLoading />);
    for (const name of Object.values(summary)) expect(card(name)).toHaveTextContent('...');
  });

  it('shows no figure when there is no list to count', () => {
    render(<EnquirySummaryCards counts={null} isLoading={false} />);
    for (const name of Object.values(summary)) expect(card(name)).toHaveTextContent(en.enquiries.noCount);
  });
});
