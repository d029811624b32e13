import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

const data = [
  { key: 'rent', label: 'Effective Rent', value: 28_500, valueLabel: 'AED 28,500' },
  { key: 'cash', label: 'Annual Cash Flow', value: -4_500, valueLabel: '-AED 4,500' },
];

describe('BarChart', () => {
  it('reads as a titled list of labels with their values, the bars hidden from assistive technology', () => {
    render(<BarChart title="Return breakdown" data={data} />);
    const figure = screen.getByRole('figure', { name: 'Return breakdown' });
    const items = within(figure).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Effective RentAED 28,500', 'Annual Cash Flow-AED 4,500']);
    expect(figure.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('draws a gain from zero to the right and a loss from zero to the left, on one scale', () => {
    render(<BarChart title="Return breakdown" data={data} />);
    const [gain, loss] = screen.getAllByRole('listitem').map((item) => item.querySelector('rect'));
    const zero = (4_500 / 33_000) * 100;
    expect(Number(gain?.getAttribute('x'))).toBeCloseTo(zero, 6);
    expect(Number(gain?.getAttribute('width'))).toBeCloseTo((28_500 / 33_000) * 100, 6);
    expect(Number(loss?.getAttribute('x'))).toBeCloseTo(0, 6);
    expect(Number(loss?.getAttribute('width'))).toBeCloseTo(zero, 6);
  });
});
