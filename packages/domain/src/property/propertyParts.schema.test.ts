import { describe, expect, it } from 'vitest';
import {
  locationHighlightDraftSchema,
  locationHighlightListSchema,
  paymentPlanSchema,
  propertyMediaSchema,
} from './propertyParts.schema';

const highlight = {
  id: 9,
  label: 'Yas Mall',
  latitude: 24.4889,
  longitude: 54.6086,
  highlightsType: { id: 2, name: 'Shopping', description: null, imageURL: null },
};

describe('property parts', () => {
  it('reads media with or without a kind', () => {
    expect(propertyMediaSchema.parse({ url: '/api/media/a.jpg', mediaType: { id: 1, name: 'Image' }, type: 'image' }).type).toBe('image');
    expect(propertyMediaSchema.parse({ url: '/api/media/b.mp4', mediaType: { id: 2 } }).type).toBeUndefined();
    expect(propertyMediaSchema.safeParse({ url: '/api/media/c.jpg', mediaType: { id: 1 }, type: 'photo' }).success).toBe(false);
    expect(propertyMediaSchema.safeParse({ url: '/api/media/c.jpg' }).success).toBe(false);
  });

  it('reads an empty payment plan with one empty milestone', () => {
    const plan = paymentPlanSchema.parse({
      name: '',
      resaleAvailablePCT: null,
      note: '',
      paymentMilestones: [{ name: '', pct: null, description: '', paymentSchedule: [] }],
    });
    expect(plan.paymentMilestones).toHaveLength(1);
  });

  it('refuses a milestone share above 100 percent', () => {
    expect(paymentPlanSchema.safeParse({ paymentMilestones: [{ name: 'Handover', pct: 120 }] }).success).toBe(false);
  });

  it('reads the project highlights answer as an array or as {content}', () => {
    expect(locationHighlightListSchema.parse([highlight])).toEqual([highlight]);
    expect(locationHighlightListSchema.parse({ content: [highlight] })).toEqual([highlight]);
    expect(locationHighlightListSchema.safeParse({ items: [highlight] }).success).toBe(false);
  });

  it('keeps the view-only flags and a temporary negative id of a form highlight', () => {
    const draft = locationHighlightDraftSchema.parse({ ...highlight, id: -1, isExisting: false, isFromProject: true });
    expect(draft).toMatchObject({ id: -1, isFromProject: true, isExisting: false });
    expect(locationHighlightDraftSchema.safeParse({ ...highlight, id: undefined }).success).toBe(false);
  });
});
