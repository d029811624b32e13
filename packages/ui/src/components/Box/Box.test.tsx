import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders the requested element with native attributes and children', () => {
    render(
      <Box as="section" aria-label="Summary" padding="large" display="flex">
        Content
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveTextContent('Content');
  });

  it('turns atom props into classes instead of DOM attributes', () => {
    render(
      <Box data-testid="box" padding="large" gap="small">
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('gap');
    expect(box.className).not.toBe('');
  });
});
