import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the figure in a group named by its label', () => {
    render(<StatCard label="Urgent" value={6} icon="alert" tone="danger" />);
    const card = screen.getByRole('group', { name: 'Urgent' });
    expect(card).toHaveTextContent('6');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows '...' instead of the figure while loading", () => {
    const { rerender } = render(<StatCard label="Pending Properties" value={8} isLoading />);
    const card = screen.getByRole('group', { name: 'Pending Properties' });
    expect(card).toHaveTextContent('...');
    expect(card).not.toHaveTextContent('8');

    rerender(<StatCard label="Pending Properties" value={8} />);
    expect(card).toHaveTextContent('8');
    expect(card).not.toHaveTextContent('...');
  });

  it('takes its own loading text', () => {
    render(<StatCard label="Total" value={1} isLoading loadingText="Loading" />);
    expect(screen.getByRole('group', { name: 'Total' })).toHaveTextContent('Loading');
  });

  it('is named by its label and figure when asked, except while the figure loads', () => {
    const { rerender } = render(<StatCard label="Pending Properties" value="1,234" isNamedWithValue isLoading />);
    expect(screen.getByRole('group', { name: 'Pending Properties' })).toBeInTheDocument();
    rerender(<StatCard label="Pending Properties" value="1,234" isNamedWithValue />);
    expect(screen.getByRole('group', { name: 'Pending Properties 1,234' })).toBeInTheDocument();
  });
});
