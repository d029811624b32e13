import { describe, expect, it } from 'vitest';
import { createSeedData } from '../fixtures/seedData';
import { createReview } from './review.fixtures';
import { reviewStatistics } from './reviewStatistics.rules';

const rated = (...ratings: number[]) => ratings.map((ratingCount, index) => createReview(index, { ratingCount, status: 'APPROVED' }));

describe('reviewStatistics', () => {
  it('answers zeros and an empty distribution for no reviews', () => {
    const statistics = reviewStatistics([]);
    expect(statistics).toMatchObject({ average: 0, count: 0, recommendPercent: 0 });
    expect(statistics.distribution.map((row) => [row.stars, row.count, row.share, row.percent])).toEqual([
      [5, 0, 0, 0],
      [4, 0, 0, 0],
      [3, 0, 0, 0],
      [2, 0, 0, 0],
      [1, 0, 0, 0],
    ]);
  });

  it('averages to one decimal, rounding half up', () => {
    expect(reviewStatistics(rated(5, 4, 4)).average).toBe(4.3);
    expect(reviewStatistics(rated(5, 4)).average).toBe(4.5);
    expect(reviewStatistics(rated(4.45)).average).toBe(4.5);
    expect(reviewStatistics(rated(1, 2, 2)).average).toBe(1.7);
    expect(reviewStatistics(rated(3)).average).toBe(3);
  });

  it("counts the share rated 4 or 5 as 'Recommend', in whole percent", () => {
    expect(reviewStatistics(rated(5, 4, 3)).recommendPercent).toBe(67);
    expect(reviewStatistics(rated(5, 1, 2, 3, 3, 3)).recommendPercent).toBe(17);
    expect(reviewStatistics(rated(3.99, 4)).recommendPercent).toBe(50);
    expect(reviewStatistics(rated(5, 5)).recommendPercent).toBe(100);
  });

  it('distributes by star count, 5 down to 1, with counts, shares and percents', () => {
    const { distribution, count } = reviewStatistics(rated(5, 5, 4, 1));
    expect(count).toBe(4);
    expect(distribution).toEqual([
      { stars: 5, count: 2, share: 0.5, percent: 50 },
      { stars: 4, count: 1, share: 0.25, percent: 25 },
      { stars: 3, count: 0, share: 0, percent: 0 },
      { stars: 2, count: 0, share: 0, percent: 0 },
      { stars: 1, count: 1, share: 0.25, percent: 25 },
    ]);
  });

  it('puts a fractional rating in the star count below it, as the rating filter does', () => {
    const { distribution } = reviewStatistics(rated(4.6, 1.2));
    expect(distribution.find((row) => row.stars === 4)?.count).toBe(1);
    expect(distribution.find((row) => row.stars === 1)?.count).toBe(1);
  });

  it('leaves PENDING reviews out and counts reviews without a status', () => {
    const reviews = [
      createReview(1, { ratingCount: 5, status: 'APPROVED' }),
      createReview(2, { ratingCount: 1, status: 'PENDING' }),
      createReview(3, { ratingCount: 3, status: null }),
    ];
    expect(reviewStatistics(reviews)).toMatchObject({ count: 2, average: 4, recommendPercent: 50 });
  });

  it("summarises the demo agency's approved seed reviews", () => {
    const approved = createSeedData().reviews.filter((review) => review.status === 'APPROVED');
    const statistics = reviewStatistics(approved);
    expect(statistics.count).toBe(approved.length);
    expect(statistics.distribution.reduce((sum, row) => sum + row.count, 0)).toBe(approved.length);
    const mean = approved.reduce((sum, review) => sum + review.ratingCount, 0) / approved.length;
    expect(Math.abs(statistics.average - mean)).toBeLessThanOrEqual(0.05);
  });
});
