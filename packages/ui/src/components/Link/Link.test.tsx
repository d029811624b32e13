import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('renders a real anchor when given an href', () => {
    render(<Link href="/agency/properties">Properties</Link>);
    const link = screen.getByRole('link', { name: 'Properties' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/agency/properties');
    expect(link).not.toHaveAttribute('rel');
  });

  it('adds noopener noreferrer and a screen-reader hint to links that open a new tab', () => {
    render(
      <Link href="https://example.com" target="_blank" rel="external" newTabLabel="(new window)">
        Website
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Website (new window)' });
    expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
  });

  it('acts on press with the keyboard when it has no href', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Show all reviews</Link>);

    await user.tab();
    expect(screen.getByRole('link', { name: 'Show all reviews' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('link', { name: 'Show all reviews' }));
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Link onPress={onPress} isDisabled>
        Manage FAQs
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Manage FAQs' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(onPress).not.toHaveBeenCalled();
  });
});
