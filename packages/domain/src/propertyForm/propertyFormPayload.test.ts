import { describe, expect, it } from 'vitest';
import { createLookupLists } from '../lookup/lookup.fixtures';
import type { LocationHighlightDraft } from '../property/propertyParts.schema';
import { defaultPropertyFormValues, propertyPayloadOf, type PropertyPayloadContext } from './propertyFormPayload';
import { statusOnCreate } from './propertyStatusOnSave.rules';

const lookups = createLookupLists();
const mall = { id: 1, name: 'Mall', description: 'Shopping', imageURL: '/api/media/highlight-mall.jpg' };

function contextWith(locationHighlights: readonly LocationHighlightDraft[]): PropertyPayloadContext {
  return {
    agencyId: 7,
    status: statusOnCreate({ inProject: false, now: new Date('2026-11-29T09:00:00Z') }),
    imageUrls: { mainImage: '/api/media/main.jpg', floorPlanImage: null, layoutImage: null },
    lookups: { ...lookups, propertyTypes: lookups.propertyTypes.map(({ id, name }) => ({ id, name: name ?? '', description: null, imageURL: null })) },
    // The highlight editor holds drafts; the payload must not pass their view flags on.
    locationHighlights,
    propertyMedia: [],
    paymentPlans: [],
    addedOnDate: '2026-11-29',
  };
}

const values = { ...defaultPropertyFormValues(), name: 'Marina Gate', description: '<p>Sea views.</p>', address: 'Dubai Marina', amount: '1' };

describe('propertyPayloadOf, location highlights', () => {
  it("sends each highlight under the spec's names only, leaving the form's flags behind", () => {
    const payload = propertyPayloadOf(
      values,
      contextWith([
        { id: 12, label: 'Marina Mall', latitude: 25.0763, longitude: 55.1406, highlightsType: mall, isExisting: true, isFromProject: false },
        { id: -1, label: 'Marina Beach', latitude: 25.0795, longitude: 55.1335, highlightsType: mall, isExisting: false },
      ]),
    );
    expect(payload.locationHighlights).toEqual([
      { id: 12, label: 'Marina Mall', latitude: 25.0763, longitude: 55.1406, highlightsType: mall },
      { label: 'Marina Beach', latitude: 25.0795, longitude: 55.1335, highlightsType: mall },
    ]);
    expect(payload.locationHighlights?.map((highlight) => Object.keys(highlight))).toEqual([
      ['id', 'label', 'latitude', 'longitude', 'highlightsType'],
      ['label', 'latitude', 'longitude', 'highlightsType'],
    ]);
  });

  it('sends a highlight without a type without the key', () => {
    const payload = propertyPayloadOf(values, contextWith([{ id: -2, label: 'Pier', latitude: 25.08, longitude: 55.13 }]));
    expect(payload.locationHighlights).toEqual([{ label: 'Pier', latitude: 25.08, longitude: 55.13 }]);
  });
});

describe('propertyPayloadOf, fields the server owns', () => {
  it('never sends the view count, viewed flag, spotlight, soft delete or developer rejection reason', () => {
    const payload = propertyPayloadOf(values, contextWith([]));
    for (const field of ['viewCount', 'isViewed', 'spotlightId', 'deletedReason', 'deletedAt', 'developerRejectReason']) {
      expect(payload, field).not.toHaveProperty(field);
    }
  });
});
