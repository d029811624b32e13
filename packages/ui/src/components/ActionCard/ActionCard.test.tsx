import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionCard } from './ActionCard';

describe('ActionCard', () => {
  it('is a button named by its title and described by its other lines', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <ActionCard
        icon="download"
        title="Project Properties Template"
        description="For units of an existing project."
        detail="Sample project ids: 12, 15"
        onPress={onPress}
      />,
    );
    const button = screen.getByRole('button', { name: 'Project Properties Template' });
    expect(button).toHaveAccessibleDescription('For units of an existing project. Sample project ids: 12, 15');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('acts from the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<ActionCard title="New Properties Template" onPress={onPress} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'New Properties Template' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<ActionCard title="New Properties Template" isDisabled onPress={onPress} />);
    await user.click(screen.getByRole('button', { name: 'New Properties Template' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
