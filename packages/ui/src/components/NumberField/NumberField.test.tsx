import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with ArrowUp and ArrowDown by the step and stays within the range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="ROI" defaultValue={0.2} minValue={0} step={0.1} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'ROI' });

    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('0.3');
    expect(onChange).toHaveBeenLastCalledWith(0.3);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('0');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('parses typed text on blur and clamps it to the maximum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Completion %" minValue={0} maxValue={100} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Completion %' });

    await user.type(input, '140');
    await user.tab();
    expect(input).toHaveValue('100');
    expect(onChange).toHaveBeenCalledWith(100);
  });

  it('names the stepper buttons after the field and steps when they are pressed', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Number of Buildings" defaultValue={1} minValue={1} />);
    const input = screen.getByRole('textbox', { name: 'Number of Buildings' });
    const increase = screen.getByRole('button', { name: 'Increase Number of Buildings' });
    const decrease = screen.getByRole('button', { name: 'Decrease Number of Buildings' });

    expect(decrease).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(input).toHaveValue('3');
    await user.click(decrease);
    expect(input).toHaveValue('2');
  });

  it('takes translated stepper labels', () => {
    render(<NumberField aria-label="Floors" incrementLabel="Plus" decrementLabel="Minus" />);
    expect(screen.getByRole('button', { name: 'Plus Floors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minus Floors' })).toBeInTheDocument();
  });

  it('formats currency and percent values', () => {
    render(
      <>
        <NumberField
          label="Property Amount"
          value={1250000}
          formatOptions={{ style: 'currency', currency: 'AED', maximumFractionDigits: 0 }}
        />
        <NumberField label="Pre-Handover Payment" value={0.4} formatOptions={{ style: 'percent' }} />
      </>,
    );
    // Intl puts a no-break space between the currency code and the amount.
    expect(screen.getByRole('textbox', { name: 'Property Amount' })).toHaveDisplayValue(/^AED\s1,250,000$/);
    expect(screen.getByRole('textbox', { name: 'Pre-Handover Payment' })).toHaveValue('40%');
  });

  it('shows the description, the required mark and the error while invalid', () => {
    render(
      <NumberField
        label="Area (sqft)"
        description="Built-up area"
        isRequired
        isInvalid
        errorMessage="Area must be at least 1"
      />,
    );
    const input = screen.getByRole('textbox', { name: /Area \(sqft\)/ });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Built-up area Area must be at least 1');
  });

  it('does not change while disabled or read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <NumberField label="Parking" defaultValue={2} isDisabled onChange={onChange} />
        <NumberField label="Floors" defaultValue={5} isReadOnly onChange={onChange} />
      </>,
    );
    const readOnly = screen.getByRole('textbox', { name: 'Floors' });
    expect(screen.getByRole('textbox', { name: 'Parking' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase Parking' }));
    await user.click(readOnly);
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Increase Floors' }));
    expect(readOnly).toHaveValue('5');
    expect(onChange).not.toHaveBeenCalled();
  });
});
