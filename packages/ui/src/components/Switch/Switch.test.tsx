import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles with Space, a click on the switch and a click on its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Email alerts</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Email alerts' });

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Email alerts'));
    expect(toggle).toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Switch isSelected={on} onChange={setOn}>
            Do not disturb
          </Switch>
          <p>{on ? 'Muted' : 'Audible'}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('switch', { name: 'Do not disturb' }));
    expect(screen.getByText('Muted')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('ignores clicks and Space while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch isDisabled defaultSelected onChange={onChange}>
        Push notifications
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: 'Push notifications' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    await user.tab();
    expect(toggle).not.toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toBeChecked();
  });

  it('is described by its help text', () => {
    render(<Switch description="Sent to your business e-mail.">Property updates</Switch>);
    expect(screen.getByRole('switch', { name: 'Property updates' })).toHaveAccessibleDescription(
      'Sent to your business e-mail.',
    );
  });
});
