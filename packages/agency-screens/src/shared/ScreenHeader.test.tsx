import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenHeader } from './ScreenHeader';

describe('ScreenHeader', () => {
  it('names the page with its one h1 and shows no banner while nothing failed', () => {
    render(<ScreenHeader title="Inquiry Management" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inquiry Management' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the load failure under the heading, with Retry when it can load again', () => {
    const { rerender } = render(<ScreenHeader title="Dashboard" loadError="Failed to load: 500" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load: 500');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ScreenHeader title="Dashboard" loadError="Failed to load: 500" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
