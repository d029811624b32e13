import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in order inside one container', () => {
    render(
      <Stack data-testid="stack" direction="row">
        <span>First</span>
        <span>Second</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveTextContent('FirstSecond');
  });
});
