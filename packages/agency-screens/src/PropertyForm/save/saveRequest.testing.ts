import type { PropertyFormValues } from '@marketplace/domain';
import type { PropertySaveRequest } from './savePropertyForm';

/** A create request of the tests: no lookups or lists, dated 2026-11-29; values and files as given. */
export function createSaveRequest(agencyId: number, values: PropertyFormValues, files: PropertySaveRequest['files']): PropertySaveRequest {
  return {
    mode: { kind: 'create', inProject: false },
    values,
    files,
    context: {
      agencyId,
      lookups: { areas: [], amenities: [], constructionStatuses: [], furnishingStatuses: [], offeringTypes: [], saleTypes: [], propertyTypes: [], propertyCategories: [] },
      locationHighlights: [],
      propertyMedia: [],
      paymentPlans: [],
      addedOnDate: '2026-11-29',
    },
    now: new Date('2026-11-29T10:00:00Z'),
  };
}
