import { type DeveloperApprovalStatus } from '../constants/developerApproval';
import { listingStatusIds, type ListingStatusId } from '../constants/listingStatus';
import { addDays, officeHoursOn } from '../fixtures/fixtureDates';
import { type SeededRandom } from '../fixtures/seededRandom';
import { listingStatusRef } from '../lookup/lookup.fixtures';
import { type Property } from './property.schema';

/** Where a listing stands with the admin (listing status) and with its project's developer. */
export interface PropertyReviewState {
  readonly listingStatusId: ListingStatusId;
  readonly developerApprovalStatus: DeveloperApprovalStatus;
}

const { approved, pending, rejected, projectPending, adminPending } = listingStatusIds;

/**
 * The states a standalone listing goes through: it is created developer-APPROVED (spec 3
 * section 4), so only the admin's listing status varies. Repeats set the usual proportions.
 */
export const standaloneReviewStates: readonly PropertyReviewState[] = [
  { listingStatusId: approved, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: approved, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: pending, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: adminPending, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: rejected, developerApprovalStatus: 'APPROVED' },
];

/**
 * The states of a unit inside a project: created Project Pending (10) and developer-PENDING; the
 * developer approves (it stays 10 or moves to the admin's 11) or rejects it; approved units then
 * go through the admin like standalone ones.
 */
export const projectUnitReviewStates: readonly PropertyReviewState[] = [
  { listingStatusId: projectPending, developerApprovalStatus: 'PENDING' },
  { listingStatusId: projectPending, developerApprovalStatus: 'PENDING' },
  { listingStatusId: projectPending, developerApprovalStatus: 'REJECTED' },
  { listingStatusId: projectPending, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: adminPending, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: approved, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: approved, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: pending, developerApprovalStatus: 'APPROVED' },
  { listingStatusId: rejected, developerApprovalStatus: 'APPROVED' },
];

const adminRejectionReasons = [
  'Title deed copy is missing.',
  'Photos show a different unit from the one described.',
  'Asking price does not match the Land Department records.',
  'Advertising permit number is missing from the description.',
] as const;

const developerRejectionReasons = [
  "Price is below the developer's launch price list.",
  'Floor plan does not match the approved unit type.',
  "Unit is already reserved through the developer's sales office.",
] as const;

/** The review fields of a property in a given state, dated after the day it was added. */
export type PropertyReviewFields = Pick<
  Property,
  | 'listingStatus'
  | 'developerApprovalStatus'
  | 'isDeveloperApproved'
  | 'developerApprovedTime'
  | 'developerRejectReason'
  | 'approvedTime'
  | 'rejectedOrBlockReason'
>;

/**
 * The review fields for a state: approval times a few days after `addedOnDate`, a reason for each
 * rejection, and the client's isDeveloperApproved flag set only for developer-approved project units.
 */
export function reviewFieldsFor(
  random: SeededRandom,
  state: PropertyReviewState,
  addedOnDate: string,
  isProjectUnit: boolean,
): PropertyReviewFields {
  const developerApproved = state.developerApprovalStatus === 'APPROVED';
  return {
    listingStatus: listingStatusRef(state.listingStatusId),
    developerApprovalStatus: state.developerApprovalStatus,
    isDeveloperApproved: isProjectUnit && developerApproved,
    developerApprovedTime: developerApproved ? officeHoursOn(random, addDays(addedOnDate, random.int(0, 5))) : null,
    developerRejectReason: state.developerApprovalStatus === 'REJECTED' ? random.pick(developerRejectionReasons) : null,
    approvedTime: state.listingStatusId === approved ? officeHoursOn(random, addDays(addedOnDate, random.int(6, 12))) : null,
    rejectedOrBlockReason: state.listingStatusId === rejected ? random.pick(adminRejectionReasons) : null,
  };
}
