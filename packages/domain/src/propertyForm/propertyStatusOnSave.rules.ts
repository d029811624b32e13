import type { DeveloperApprovalStatus } from '../constants/developerApproval';
import { listingStatusIds, listingStatusNames } from '../constants/listingStatus';

/** The status fields a create or an update sends (spec 3 sections 3 and 4). */
export interface PropertySaveStatus {
  readonly listingStatus: { readonly id: number; readonly name: string };
  readonly developerApprovalStatus: DeveloperApprovalStatus;
  readonly developerApprovedTime: string | null;
  readonly isDeveloperApproved: boolean | null;
  readonly approvedTime: string | null;
  readonly rejectedOrBlockReason: string | null;
}

function listingStatus(id: keyof typeof listingStatusNames) {
  return { id, name: listingStatusNames[id] };
}

/**
 * The status of a new property (spec 3 section 4, "On creation"). A standalone property waits for
 * the admin only: 8 'Pending', approved by its developer now. A unit of a project also waits for
 * the developer: 10 'Project Pending', PENDING, no approval time. The spec also reads the submit as
 * setting 8 for every property; docs/decisions.md says why a project unit is sent with 10.
 */
export function statusOnCreate({ inProject, now }: { inProject: boolean; now: Date }): PropertySaveStatus {
  if (inProject) {
    return {
      listingStatus: listingStatus(listingStatusIds.projectPending),
      developerApprovalStatus: 'PENDING',
      developerApprovedTime: null,
      isDeveloperApproved: false,
      approvedTime: null,
      rejectedOrBlockReason: null,
    };
  }
  return {
    listingStatus: listingStatus(listingStatusIds.pending),
    developerApprovalStatus: 'APPROVED',
    developerApprovedTime: now.toISOString(),
    isDeveloperApproved: null,
    approvedTime: null,
    rejectedOrBlockReason: null,
  };
}

/** What an edit starts from: the saved property's status fields. */
export interface SavedPropertyStatus {
  readonly listingStatusId: number | null | undefined;
  readonly inProject: boolean;
  readonly rejectedOrBlockReason?: string | null;
  readonly developerApprovalStatus?: DeveloperApprovalStatus | null;
  readonly developerApprovedTime?: string | null;
  readonly isDeveloperApproved?: boolean | null;
}

/**
 * The status of an edited property (spec 3 section 4, "On editing"): pending (8) again with no
 * approval time; the rejection reason kept only when it was rejected (9), so the reviewer sees what
 * was asked; a project unit goes back to its developer (PENDING, no time), a standalone property
 * keeps its developer approval.
 */
export function statusOnEdit(saved: SavedPropertyStatus): PropertySaveStatus {
  const rejectedOrBlockReason = saved.listingStatusId === listingStatusIds.rejected ? (saved.rejectedOrBlockReason ?? null) : null;
  const base = { listingStatus: listingStatus(listingStatusIds.pending), approvedTime: null, rejectedOrBlockReason };
  if (saved.inProject) {
    return { ...base, developerApprovalStatus: 'PENDING', developerApprovedTime: null, isDeveloperApproved: false };
  }
  return {
    ...base,
    developerApprovalStatus: saved.developerApprovalStatus ?? 'APPROVED',
    developerApprovedTime: saved.developerApprovedTime ?? null,
    isDeveloperApproved: saved.isDeveloperApproved ?? null,
  };
}
