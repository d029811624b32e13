import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('is a busy status region that announces its title and description', () => {
    render(<LoadingOverlay title="Loading Dashboard" description="Please wait while we set things up..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading Dashboard');
    expect(status).toHaveTextContent('Please wait while we set things up...');
  });

  it('omits the second line when there is none', () => {
    render(<LoadingOverlay title="Loading" />);
    expect(screen.getByRole('status').querySelectorAll('p')).toHaveLength(1);
  });
});
