import type { Enquiry } from '@marketplace/domain';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../errors';
import { useOptimisticMutation, type OptimisticMutation } from '../../react/useOptimisticMutation';
import { createKey } from '../../swrKeys';
import {
  fetchEnquiries,
  mergeEnquiry,
  updateEnquiryNote,
  updateEnquiryStatus,
  type EnquiryNoteChange,
  type EnquiryScope,
  type EnquiryStatusChange,
} from './enquiries';
import { useApiQuery } from '../../react/useApiQuery';

/** The cache key of one scope's enquiry list, shared by every screen that shows it. */
export function enquiriesKey(scope: EnquiryScope) {
  return createKey('enquiries', { role: scope.role, id: scope.id ?? null });
}

/** The scope's enquiries; `null` (scope not known yet) loads nothing. */
export function useEnquiries(scope: EnquiryScope | null): SWRResponse<Enquiry[], ApiError> {
  return useApiQuery(scope ? { key: enquiriesKey(scope), fetch: (client) => fetchEnquiries(client, scope) } : null);
}

/**
 * Changes an enquiry's status in the scope's list at once (spec 1 section 4: optimistic); the
 * answer is merged in, a failure rolls the list back, and the list reloads either way.
 */
export function useUpdateEnquiryStatus(scope: EnquiryScope | null): OptimisticMutation<EnquiryStatusChange, Enquiry> {
  return useOptimisticMutation<Enquiry[], EnquiryStatusChange, Enquiry>({
    key: scope ? enquiriesKey(scope) : null,
    mutation: (client, change) => updateEnquiryStatus(client, change),
    // Two rows change side by side; a row's changes reach the server in the order they were made.
    concurrencyKey: (change) => String(change.id),
    optimisticData: (current, change) => (current ?? []).map((enquiry) => (enquiry.id === change.id ? { ...enquiry, status: change.status } : enquiry)),
    populateCache: (updated, current) => mergeEnquiry(current, updated),
  });
}

/** Saves an enquiry's note and merges the updated enquiry into the scope's list. */
export function useUpdateEnquiryNote(scope: EnquiryScope | null): OptimisticMutation<EnquiryNoteChange, Enquiry> {
  return useOptimisticMutation<Enquiry[], EnquiryNoteChange, Enquiry>({
    key: scope ? enquiriesKey(scope) : null,
    mutation: (client, change) => updateEnquiryNote(client, change),
    populateCache: (updated, current) => mergeEnquiry(current, updated),
  });
}
