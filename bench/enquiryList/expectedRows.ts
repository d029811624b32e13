import {
  enquiryMatchesSearch,
  filterEnquiries,
  sortEnquiries,
  type Enquiry,
  type EnquirySort,
  type EnquiryViewState,
} from '@marketplace/domain';

/** What a press on a header gives, as react-aria does it: the same column flips, another starts ascending. */
export function sortAfterPress(current: EnquirySort, column: EnquirySort['column']): EnquirySort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The enquiries the list should lead with for a view state, by the same domain rules the view uses. */
export function expectedLeading(enquiries: readonly Enquiry[], viewState: EnquiryViewState, count: number): Enquiry[] {
  return filterEnquiries(sortEnquiries(enquiries, viewState.sort), viewState).slice(0, count);
}

/**
 * What tells the DOM that a list change has landed: the new leading rows' e-mails are present, and
 * the old leading e-mails that the new order pushes out of any rendered window are gone.
 */
export interface ListChange {
  readonly present: readonly string[];
  readonly absent: readonly string[];
}

/** The change from the list led by `before` to the list the view state gives. */
export function listChange(
  enquiries: readonly Enquiry[],
  before: readonly Enquiry[],
  viewState: EnquiryViewState,
  { leading = 3, window = 150 }: { leading?: number; window?: number } = {},
): ListChange {
  const after = expectedLeading(enquiries, viewState, window);
  const stillNear = new Set(after.map((enquiry) => enquiry.email));
  return {
    present: after.slice(0, leading).map((enquiry) => enquiry.email),
    absent: before.map((enquiry) => enquiry.email).filter((email) => !stillNear.has(email)),
  };
}

/** Whether rendered row texts show the change. */
export function showsChange(rowTexts: readonly string[], { present, absent }: ListChange): boolean {
  const has = (email: string) => rowTexts.some((text) => text.includes(email));
  return present.every(has) && !absent.some(has);
}

/**
 * One character to type into the search box: absent from the current leading enquiry (so the list
 * visibly changes) yet common enough to keep a full list, which is what a first keystroke gives.
 */
export function pickSearchCharacter(
  enquiries: readonly Enquiry[],
  leading: Enquiry,
  { candidates = 'kvyzjxwbgpqf', minShare = 0.05, maxShare = 0.7 }: { candidates?: string; minShare?: number; maxShare?: number } = {},
): string {
  for (const character of candidates) {
    if (enquiryMatchesSearch(leading, character)) continue;
    const share = enquiries.filter((enquiry) => enquiryMatchesSearch(enquiry, character)).length / enquiries.length;
    if (share >= minShare && share <= maxShare) return character;
  }
  throw new Error(`bench: none of '${candidates}' changes the list's leading row and keeps ${minShare}-${maxShare} of it`);
}
