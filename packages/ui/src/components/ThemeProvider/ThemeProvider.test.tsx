import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from './ThemeProvider';

describe('ThemeProvider', () => {
  it('wraps its children in one themed root that keeps extra classes', () => {
    render(
      <ThemeProvider className="embedder-root">
        <p>Inside the theme</p>
      </ThemeProvider>,
    );
    const root = screen.getByText('Inside the theme').parentElement;
    expect(root).toHaveClass('embedder-root');
    expect(root?.className.split(' ').length).toBeGreaterThan(1);
  });
});
