import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it('is one image named by the rating', () => {
    render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
  });

  it('lights the stars up to the rounded rating and takes another name and count', () => {
    const { container } = render(<StarRating rating={2.4} maxRating={3} label="Two stars of three" />);
    expect(screen.getByRole('img', { name: 'Two stars of three' })).toBeInTheDocument();
    const stars = [...container.querySelectorAll('svg')];
    expect(stars).toHaveLength(3);
    const fills = stars.map((star) => star.getAttribute('class'));
    expect(fills[0]).toBe(fills[1]);
    expect(fills[2]).not.toBe(fills[1]);
  });
});
