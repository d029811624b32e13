import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip, statusChipTones } from './StatusChip';

describe('StatusChip', () => {
  it.each(statusChipTones)('reads as its words alone in the %s tone', (tone) => {
    const { container } = render(<StatusChip tone={tone}>Resolved</StatusChip>);
    expect(screen.getByText('Resolved')).toBeVisible();
    // The dot is decoration: nothing but the words reaches assistive technology.
    expect(container).toHaveTextContent(/^Resolved$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
