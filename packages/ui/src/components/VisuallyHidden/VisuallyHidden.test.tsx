import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree, so it names what contains it', () => {
    render(
      <ul>
        <li>
          <span aria-hidden="true">5 ★ 12</span>
          <VisuallyHidden>5 stars: 12 reviews</VisuallyHidden>
        </li>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('5 stars: 12 reviews');
    expect(screen.getByText('5 stars: 12 reviews').tagName).toBe('SPAN');
  });

  it('renders a block when asked', () => {
    render(<VisuallyHidden as="div">(opens in a new tab)</VisuallyHidden>);
    expect(screen.getByText('(opens in a new tab)').tagName).toBe('DIV');
  });
});
