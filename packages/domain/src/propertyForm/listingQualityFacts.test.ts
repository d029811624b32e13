import { describe, expect, it } from 'vitest';
import { listingQuality } from './listingQuality.rules';
import { listingQualityFactsOf } from './listingQualityFacts';
import { defaultPropertyFormValues } from './propertyFormPayload';

describe('listingQualityFactsOf', () => {
  it('reads the form: text of the description, images chosen or saved, the map point, numbers typed with units', () => {
    const facts = listingQualityFactsOf({
      ...defaultPropertyFormValues(),
      name: 'Penthouse on Palm Jumeirah',
      description: '<h2>Views</h2><p>Sea&nbsp;and skyline.</p>',
      mainImage: { url: null, pendingFileName: 'front.jpg' },
      floorPlanImage: { url: '/api/media/plan.png', pendingFileName: null },
      latitude: 25.11,
      longitude: 55.13,
      amenityIds: [1, 4],
      amount: 'AED 12,500,000',
      landArea: 'about 4000',
    });
    expect(facts).toMatchObject({
      descriptionText: 'Views Sea and skyline.',
      hasMainImage: true,
      hasFloorPlanImage: true,
      hasLayoutImage: false,
      hasMapLocation: true,
      amenityCount: 2,
      amount: 12_500_000,
      landArea: null,
    });
  });

  it('scores a new form 0', () => {
    expect(listingQuality(listingQualityFactsOf(defaultPropertyFormValues())).score).toBe(0);
  });
});
