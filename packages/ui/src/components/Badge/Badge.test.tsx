import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it.each(badgeTones)('shows its label in the %s tone', (tone) => {
    render(<Badge tone={tone}>3 pending</Badge>);
    expect(screen.getByText('3 pending')).toBeVisible();
  });

  it('can carry words for a bare count', () => {
    render(<Badge aria-label="2 more languages">+2</Badge>);
    expect(screen.getByLabelText('2 more languages')).toHaveTextContent('+2');
  });
});
