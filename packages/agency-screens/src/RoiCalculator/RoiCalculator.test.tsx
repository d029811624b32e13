import { en } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoiCalculator } from './RoiCalculator';

const text = en.roiCalculator;

function renderCalculator(props: Partial<Parameters<typeof RoiCalculator>[0]> = {}) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(<RoiCalculator isOpen onApply={onApply} onClose={onClose} {...props} />);
  return { onApply, onClose, dialog: screen.getByRole('dialog', { name: text.title }) };
}

const roiShown = () => screen.getByRole('status').textContent;

async function retype(label: string, value: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  if (value !== '') await user.type(field, value);
  return field;
}

describe('RoiCalculator', () => {
  it('opens with the spec defaults and their results: ROI 4.1%, cap rate 1.1%', () => {
    const { dialog } = renderCalculator();
    expect(screen.getByRole('textbox', { name: text.fields.propertyValue })).toHaveValue('500000');
    expect(screen.getByRole('textbox', { name: text.fields.vacancyRate })).toHaveValue('5');
    expect(roiShown()).toBe('ROI 4.1%');
    expect(within(dialog).getByRole('region', { name: text.results })).toHaveTextContent(`${text.capRate}1.1%`);
    const chart = within(dialog).getByRole('figure', { name: text.breakdown });
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${text.effectiveRent}${text.amount(28_500)}`,
      `${text.totalExpenses}${text.amount(-23_000)}`,
      `${text.annualCashFlow}${text.amount(5_500)}`,
      `${text.appreciation}${text.amount(15_000)}`,
      `${text.totalReturn}${text.amount(20_500)}`,
    ]);
  });

  it('counts a field that is not a number as 0, says so under it, and recomputes', async () => {
    renderCalculator();
    const tax = await retype(text.fields.propertyTax, 'five thousand');
    expect(tax).toHaveValue('five thousand');
    expect(tax).toHaveAccessibleDescription(text.notANumber(0));
    // Expenses 18,000: cash flow 10,500, total return 25,500 on 500,000.
    expect(roiShown()).toBe('ROI 5.1%');
  });

  it('keeps a value within its range and says which end it counts as', async () => {
    renderCalculator();
    const vacancy = await retype(text.fields.vacancyRate, '150');
    expect(vacancy).toHaveAccessibleDescription(text.aboveMax(100));
    // No rent at all: cash flow -23,000, total return -8,000.
    expect(roiShown()).toBe('ROI -1.6%');
    const appreciation = await retype(text.fields.appreciationRate, '-25');
    expect(appreciation).toHaveAccessibleDescription(text.belowMin(-10));
    const value = await retype(text.fields.propertyValue, '');
    expect(value).toHaveAccessibleDescription(text.notANumber(1));
    await retype(text.fields.propertyValue, '1,000,000');
    expect(screen.getByRole('textbox', { name: text.fields.propertyValue })).toHaveAccessibleDescription(text.range(1, 1_000_000_000));
  });

  it('reads grouped numbers as users type them', async () => {
    renderCalculator();
    await retype(text.fields.propertyValue, '1,000,000');
    // Cash flow 5,500 plus 3% of 1,000,000: 35,500.
    expect(roiShown()).toBe('ROI 3.55%');
  });

  it('applies the ROI with the values it came from, then closes', async () => {
    const user = userEvent.setup();
    const { onApply, onClose } = renderCalculator({ initialValues: { propertyValue: 1_000_000 } });
    expect(roiShown()).toBe('ROI 3.55%');
    await user.click(screen.getByRole('button', { name: text.apply }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(3.55, expect.objectContaining({ propertyValue: 1_000_000, annualRentalIncome: 30_000 }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onApply.mock.invocationCallOrder[0]).toBeLessThan(onClose.mock.invocationCallOrder[0] ?? 0);
  });

  it('closes without applying on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    const { onApply, onClose } = renderCalculator();
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('starts afresh at each opening, from the values it is given', async () => {
    const { rerender } = render(<RoiCalculator isOpen onApply={vi.fn()} onClose={vi.fn()} />);
    await retype(text.fields.propertyTax, '9000');
    rerender(<RoiCalculator isOpen={false} onApply={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<RoiCalculator isOpen onApply={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: text.fields.propertyTax })).toHaveValue('5000');
  });
});
