import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { StatCard } from '../StatCard/StatCard';
import { CardLink } from './CardLink';

describe('CardLink', () => {
  it('is a real anchor named by the card it holds', () => {
    render(
      <CardLink href="/listings?status=pending">
        <StatCard label="Pending Properties" value={7} />
      </CardLink>,
    );
    const link = screen.getByRole('link', { name: /Pending Properties/ });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/listings?status=pending');
  });

  it("navigates through the app's router inside a RouterProvider, by pointer and by keyboard", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <CardLink href="/listings?status=approved">
          <StatCard label="Approved Properties" value={42} />
        </CardLink>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: /Approved Properties/ }));
    await user.keyboard('{Enter}');
    expect(navigate.mock.calls.map((call) => call[0])).toEqual(['/listings?status=approved', '/listings?status=approved']);
  });
});
