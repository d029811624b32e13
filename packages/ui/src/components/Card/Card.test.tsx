import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('shows a title as a heading of the chosen level, with subtitle, body, actions and footer', () => {
    render(
      <Card
        title="Marina Heights"
        titleLevel={2}
        subtitle="Dubai Marina"
        actions={<button type="button">Edit</button>}
        footer="Member since 2020"
      >
        Body text
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Marina Heights' })).toBeInTheDocument();
    expect(screen.getByText('Dubai Marina')).toBeVisible();
    expect(screen.getByText('Body text')).toBeVisible();
    expect(screen.getByText('Member since 2020')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('has no control of its own unless it is interactive', () => {
    render(<Card title="Plain">Body</Card>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('turns the title into one link when given an href', async () => {
    const user = userEvent.setup();
    render(<Card title="Marina Heights" href="/projects/7" />);
    const link = screen.getByRole('link', { name: 'Marina Heights' });
    expect(link).toHaveAttribute('href', '/projects/7');
    expect(screen.getByRole('heading', { name: 'Marina Heights' })).toContainElement(link);
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('turns the title into one button when given onPress, operable by keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const onDelete = vi.fn();
    render(
      <Card
        title="Marina Heights"
        onPress={onPress}
        actions={
          <button type="button" onClick={onDelete}>
            Delete
          </button>
        }
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Marina Heights' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('names the primary action from actionLabel when there is no title', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Card onPress={onPress} actionLabel="Open project">
        Body
      </Card>,
    );
    await user.click(screen.getByRole('button', { name: 'Open project' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
