import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withIsolatedValue } from './withIsolatedValue';

describe('withIsolatedValue', () => {
  it('puts the value of a catalogue sentence in a <bdi>, the sentence around it as it was', () => {
    const { container } = render(<p>{withIsolatedValue((name) => `Delete “${name}”? It cannot be undone.`, 'שלום 2')}</p>);
    expect(container.textContent).toBe('Delete “שלום 2”? It cannot be undone.');
    const isolated = container.querySelectorAll('bdi');
    expect(isolated).toHaveLength(1);
    expect(isolated[0]).toHaveTextContent('שלום 2');
  });

  it('isolates every place the sentence shows the value', () => {
    const { container } = render(<p>{withIsolatedValue((name) => `${name} and ${name}`, 'مرسى')}</p>);
    expect(Array.from(container.querySelectorAll('bdi'), (element) => element.textContent)).toEqual(['مرسى', 'مرسى']);
  });

  it('leaves a sentence that does not show the value as given as its plain string', () => {
    const { container } = render(<p>{withIsolatedValue((name) => `${name.length} letters`, 'Marina')}</p>);
    expect(container.innerHTML).toBe('<p>6 letters</p>');
  });
});
