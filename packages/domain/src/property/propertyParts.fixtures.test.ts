import { describe, expect, it } from 'vitest';
import { expectSchemaRoundTrip, isInsideUae } from '../fixtures/fixtureChecks.testing';
import { createSeededRandom } from '../fixtures/seededRandom';
import { uaeAreaById } from '../fixtures/uaeAreas';
import {
  createAmenities,
  createLocationHighlights,
  createPaymentPlan,
  createPropertyMedia,
  highlightOf,
  partId,
  paymentPlanDetailsOf,
} from './propertyParts.fixtures';
import { amenitySchema, locationHighlightSchema, paymentPlanSchema, propertyMediaSchema } from './propertyParts.schema';

const random = createSeededRandom(17);
const marina = uaeAreaById(3);

describe('partId', () => {
  it('derives distinct part ids from the parent id', () => {
    expect([partId(1001, 0), partId(1001, 1), partId(501, 0)]).toEqual([100101, 100102, 50101]);
  });
});

describe('createAmenities', () => {
  it('picks distinct amenities in id order, the count asked, deterministically', () => {
    const amenities = createAmenities(4, { count: 6 });
    expectSchemaRoundTrip(amenitySchema, amenities);
    expect(amenities).toHaveLength(6);
    expect(amenities.map((amenity) => amenity.id)).toEqual([...amenities.map((amenity) => amenity.id)].sort((a, b) => a - b));
    expect(createAmenities(4, { count: 6 })).toEqual(amenities);
  });

  it('keeps private gardens and pools for houses', () => {
    const names = (house: boolean) => new Set(Array.from({ length: 60 }, (_, seed) => createAmenities(seed, { count: 8, house })).flat().map((amenity) => amenity.name));
    expect(names(false).has('Private Pool')).toBe(false);
    expect(names(false).has('Private Garden')).toBe(false);
    expect(names(true).has('Private Pool')).toBe(true);
  });
});

describe('createPropertyMedia', () => {
  it('features the first photo and types videos as video, under /api/media', () => {
    const galleries = Array.from({ length: 60 }, (_, index) => createPropertyMedia(random, 1000 + index, marina, 'Apartment'));
    for (const gallery of galleries) {
      expectSchemaRoundTrip(propertyMediaSchema, gallery);
      expect(gallery.map((item) => item.isFeatured)).toEqual(gallery.map((_, index) => index === 0));
      for (const item of gallery) {
        expect(item.url.startsWith('/api/media/dubai-marina-apartment-')).toBe(true);
        expect(item.type === 'video').toBe(item.mediaType.id === 2);
        expect(item.url.endsWith('.mp4')).toBe(item.type === 'video');
      }
    }
    expect(galleries.some((gallery) => gallery.some((item) => item.type === 'video'))).toBe(true);
  });
});

describe('createPaymentPlan', () => {
  it('adds up to 100 for every pre-handover option and leaves out empty milestones', () => {
    for (const share of [20, 40, 50, 75, 100]) {
      const plan = createPaymentPlan(random, 1001, share);
      expectSchemaRoundTrip(paymentPlanSchema, [plan]);
      expect(plan.paymentMilestones.reduce((sum, milestone) => sum + milestone.pct, 0)).toBe(100);
      expect(plan.paymentMilestones.every((milestone) => milestone.pct > 0)).toBe(true);
    }
    expect(createPaymentPlan(random, 1, 40).name).toBe('40/60 Payment Plan');
    expect(createPaymentPlan(random, 1, 100).name).toBe('Full payment before handover');
    expect(createPaymentPlan(random, 1, 20).paymentMilestones.map((milestone) => milestone.name)).toEqual(['Down payment', 'On handover']);
  });

  it('sells a ready unit with a deposit and the balance on transfer', () => {
    const plan = createPaymentPlan(random, 1001, 100, true);
    expect(plan.paymentMilestones.map((milestone) => [milestone.name, milestone.pct])).toEqual([['Deposit', 10], ['On transfer', 90]]);
  });

  it('summarises a plan as rich text', () => {
    const plan = createPaymentPlan(random, 1, 50);
    expect(paymentPlanDetailsOf(plan)).toBe(
      '<p><strong>50/50 Payment Plan</strong></p><ul><li>10% Down payment</li><li>40% During construction</li><li>50% On handover</li></ul>',
    );
  });
});

describe('location highlights', () => {
  it('highlights distinct landmarks of the area, typed and inside the UAE', () => {
    const highlights = createLocationHighlights(random, 501, marina, 3);
    expectSchemaRoundTrip(locationHighlightSchema, highlights);
    expect(highlights.map((highlight) => highlight.id)).toEqual([50101, 50102, 50103]);
    expect(new Set(highlights.map((highlight) => highlight.label)).size).toBe(3);
    for (const highlight of highlights) {
      expect(marina.landmarks.map((landmark) => landmark.label)).toContain(highlight.label);
      expect(isInsideUae(highlight.latitude, highlight.longitude)).toBe(true);
    }
  });

  it('throws for a landmark of an unknown type', () => {
    expect(() => highlightOf({ label: 'Nowhere', typeId: 99, latitude: 25, longitude: 55 }, 1)).toThrow('type 99');
  });
});
