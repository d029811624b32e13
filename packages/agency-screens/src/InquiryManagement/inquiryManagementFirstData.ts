import { enquiriesKey, enquiryScopeOf, fetchEnquiries, type ApiQuery, type EnquiryScope } from '@marketplace/api-client';
import type { Enquiry } from '@marketplace/domain';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/** What Inquiry Management's first render is keyed on. */
export interface InquiryManagementDataInputs extends FirstRenderInputs {
  /** The screen's `scope` prop, when the embedder gives one. */
  readonly scope?: EnquiryScope | undefined;
}

/** Whose enquiries the screen lists: the given scope, else the profile's (spec 1 section 6). */
export function inquiryManagementScope({ profile, scope }: InquiryManagementDataInputs): EnquiryScope | null {
  return scope ?? (profile ? enquiryScopeOf(profile) : null);
}

/**
 * Inquiry Management's first-render data: the scope's enquiry list. Search, filter, sort and the
 * open dialog work on that list in the browser, so the URL adds no query.
 */
export function inquiryManagementFirstData(inputs: InquiryManagementDataInputs): { readonly enquiries: ApiQuery<Enquiry[]> | null } {
  const scope = inquiryManagementScope(inputs);
  return { enquiries: scope ? { key: enquiriesKey(scope), fetch: (client) => fetchEnquiries(client, scope) } : null };
}
