import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a level 3 heading by default, with its description', () => {
    render(<EmptyState title="No inquiries found" description="Try adjusting your search or filter criteria" />);
    expect(screen.getByRole('heading', { level: 3, name: 'No inquiries found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    render(<EmptyState title="No FAQs Found" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No FAQs Found' })).toBeInTheDocument();
  });

  it('runs its actions by pointer and keyboard', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(
      <EmptyState
        title="No Projects Found"
        description="No projects match your search criteria"
        actions={<Button onPress={onClear}>Clear Search</Button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Clear Search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('can be an announced error panel', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <EmptyState
        tone="danger"
        role="alert"
        title="Error Loading Projects"
        actions={<Button onPress={onRetry}>Try Again</Button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error Loading Projects');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('hides the decorative icon from assistive technology', () => {
    render(<EmptyState title="No reviews yet" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
