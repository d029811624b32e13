import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph by default and a heading when asked', () => {
    render(
      <>
        <Text>Body copy</Text>
        <Text as="h2" size="xlarge" weight="bold">
          Customer Reviews
        </Text>
      </>,
    );
    expect(screen.getByText('Body copy').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'Customer Reviews' })).toBeInTheDocument();
  });
});
