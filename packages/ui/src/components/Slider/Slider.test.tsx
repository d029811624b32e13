import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

const oneDecimal = { style: 'decimal', minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

describe('Slider', () => {
  it('is a labelled slider whose value shows beside the label', () => {
    render(<Slider label="Zoom" minValue={1} maxValue={3} step={0.1} defaultValue={1.5} formatOptions={oneDecimal} />);
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    expect(slider).toHaveAttribute('aria-valuetext', '1.5');
    expect(screen.getByText('1.5')).toBeInTheDocument();
  });

  it('moves with the arrow keys and Home/End, one step at a time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Slider label="Zoom" minValue={1} maxValue={3} step={0.5} defaultValue={1} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('can hide its value and is inert while disabled', () => {
    const onChange = vi.fn();
    render(<Slider aria-label="Volume" showValue={false} defaultValue={40} isDisabled onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toBeDisabled();
    expect(screen.queryByText('40')).not.toBeInTheDocument();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
