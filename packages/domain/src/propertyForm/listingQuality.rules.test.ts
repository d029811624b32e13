import { describe, expect, it } from 'vitest';
import { listingQuality, listingQualityRules, type ListingQualityFacts } from './listingQuality.rules';

const empty: ListingQualityFacts = {
  name: '',
  descriptionText: '',
  hasMainImage: false,
  hasFloorPlanImage: false,
  hasLayoutImage: false,
  address: '',
  hasMapLocation: false,
  amenityCount: 0,
  amount: null,
  landArea: null,
};

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const complete: ListingQualityFacts = {
  name: 'Marina Gate Tower 2, 2 bedrooms',
  descriptionText: words(120),
  hasMainImage: true,
  hasFloorPlanImage: true,
  hasLayoutImage: true,
  address: 'Dubai Marina, Dubai',
  hasMapLocation: true,
  amenityCount: 5,
  amount: 2_400_000,
  landArea: 1_350,
};

const earnedBy = (facts: ListingQualityFacts, check: string) => listingQuality(facts).results.find((result) => result.check === check)?.earned;

describe('listingQuality', () => {
  it('weighs its checks to 100 in all', () => {
    expect(Object.values(listingQualityRules).reduce((sum, rule) => sum + rule.points, 0)).toBe(100);
  });

  it('scores an empty form 0 and a complete listing 100, every check done', () => {
    expect(listingQuality(empty).score).toBe(0);
    const quality = listingQuality(complete);
    expect(quality.score).toBe(100);
    expect(quality.results.every((result) => result.done)).toBe(true);
  });

  it('gives a title full marks between 10 and 80 characters and a third outside', () => {
    expect(earnedBy({ ...empty, name: 'Villa' }, 'title')).toBe(5);
    expect(earnedBy({ ...empty, name: 'Villa in Arabian Ranches' }, 'title')).toBe(15);
    expect(earnedBy({ ...empty, name: 'x'.repeat(81) }, 'title')).toBe(5);
    expect(earnedBy({ ...empty, name: '   ' }, 'title')).toBe(0);
  });

  it('counts description words, Arabic ones too: half from 40, full from 100', () => {
    expect(earnedBy({ ...empty, descriptionText: words(39) }, 'description')).toBe(0);
    expect(earnedBy({ ...empty, descriptionText: words(40) }, 'description')).toBe(13);
    expect(earnedBy({ ...empty, descriptionText: Array(100).fill('شقة').join(' ') }, 'description')).toBe(25);
  });

  it('makes the main image half of the images check', () => {
    expect(earnedBy({ ...empty, hasMainImage: true }, 'images')).toBe(10);
    expect(earnedBy({ ...empty, hasFloorPlanImage: true, hasLayoutImage: true }, 'images')).toBe(10);
  });

  it('needs both the address and the map location for the location check', () => {
    expect(earnedBy({ ...empty, address: 'JVC' }, 'location')).toBe(10);
    expect(listingQuality({ ...empty, address: 'JVC', hasMapLocation: true }).results.find((result) => result.check === 'location')?.done).toBe(true);
  });

  it('gives half for one or two amenities and full from three; price and area are half each', () => {
    expect(earnedBy({ ...empty, amenityCount: 2 }, 'amenities')).toBe(5);
    expect(earnedBy({ ...empty, amenityCount: 3 }, 'amenities')).toBe(10);
    expect(earnedBy({ ...empty, amount: 0, landArea: 900 }, 'priceAndArea')).toBe(5);
  });
});
