import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles on click, on its label and with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Email alerts</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Email alerts' });

    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText('Email alerts'));
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [selected, setSelected] = useState(true);
      return (
        <>
          <Checkbox isSelected={selected} onChange={setSelected}>
            Push notifications
          </Checkbox>
          <p>{selected ? 'On' : 'Off'}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).toBeChecked();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('reports the indeterminate state as mixed and becomes checked when pressed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox isIndeterminate onChange={onChange}>
        Select all
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Select all' });
    expect(checkbox).toBePartiallyChecked();
    await user.click(checkbox);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('ignores clicks and Space while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Do not disturb
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Do not disturb' });
    expect(checkbox).toBeDisabled();
    await user.click(checkbox);
    await user.tab();
    await user.keyboard(' ');
    expect(checkbox).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(checkbox).not.toBeChecked();
  });

  it('describes itself with its help text and shows the error while invalid', () => {
    render(
      <Checkbox isInvalid description="We only write when a listing changes." errorMessage="Accept the terms to continue.">
        I accept the terms
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription(/We only write when a listing changes\./);
    expect(checkbox).toHaveAccessibleDescription(/Accept the terms to continue\./);
  });

  it('takes an aria-label when there is no visible label', () => {
    render(<Checkbox aria-label="Select row 12" />);
    expect(screen.getByRole('checkbox', { name: 'Select row 12' })).toBeInTheDocument();
  });
});
