import { listingStatusIds, type Developer, type Project, type Property } from '@marketplace/domain';
import { createDeveloper, createProject, createProperty, createSeededRandom, type PropertyReviewState } from '@marketplace/domain/fixtures';

const { rejected, pending, projectPending } = listingStatusIds;

/** The project the unit stories belong to, from a fixed seed so stories and tests agree. */
export function editStoryProject(): Project {
  return createProject(createSeededRandom(41), { id: 410 }, { constructionStatusId: 2 });
}

/** The developer of a project, from the project's seed. */
export function editStoryDeveloper(project: Project): Developer {
  return createDeveloper(createSeededRandom(project.id), { id: project.developerId ?? 1 });
}

/** A standalone listing in a review state. */
export function editStoryStandalone(reviewState: PropertyReviewState): Property {
  return createProperty(createSeededRandom(43), { id: 4301 }, { reviewState });
}

/** A unit of the story project in a review state. */
export function editStoryUnit(reviewState: PropertyReviewState, project = editStoryProject()): Property {
  return createProperty(createSeededRandom(47), { id: 4701 }, { project, reviewState });
}

/** The states the banner stories show. */
export const editStoryStates = {
  /** Rejected by the admin: listing status 9. */
  rejected: { listingStatusId: rejected, developerApprovalStatus: 'APPROVED' },
  /** A unit its developer rejected (still Project Pending). */
  rejectedByDeveloper: { listingStatusId: projectPending, developerApprovalStatus: 'REJECTED' },
  /** A unit waiting for its developer. */
  projectPending: { listingStatusId: projectPending, developerApprovalStatus: 'PENDING' },
  /** A standalone listing waiting for the admin: no banner. */
  pending: { listingStatusId: pending, developerApprovalStatus: 'APPROVED' },
} as const satisfies Record<string, PropertyReviewState>;

const longTail = ' Signature Collection Residences and Waterfront Promenade Phase Two';

/** A project whose name and address run long, to show the cards wrap rather than widen. */
export function longNamedProject(): Project {
  const base = editStoryProject();
  return {
    ...base,
    name: `${base.name}${longTail}`,
    address: `${base.address}, Plot 6457-221, Sheikh Mohammed bin Rashid Boulevard, opposite the Metro station`,
  };
}

/** A developer whose name, company and e-mail run long. */
export function longNamedDeveloper(project: Project): Developer {
  const base = editStoryDeveloper(project);
  return {
    ...base,
    firstName: `${base.firstName ?? ''} Abdulrahman Mohammed`,
    lastName: `${base.lastName ?? ''} Al Muhairi`,
    companyName: `${base.companyName ?? ''}${longTail} Development and Investment L.L.C.`,
    businessEmail: `sales.and.customer.relations.department@${(base.businessEmail ?? 'example.ae').split('@')[1] ?? 'example.ae'}`,
  };
}

/** A rejected unit of a long-named project whose reasons run to several lines. */
export function longReasonsUnit(): Property {
  const unit = editStoryUnit({ listingStatusId: rejected, developerApprovalStatus: 'REJECTED' }, longNamedProject());
  return {
    ...unit,
    rejectedOrBlockReason: `${unit.rejectedOrBlockReason ?? ''} ${unit.developerRejectReason ?? ''} Please upload the title deed and the advertising permit, then resubmit.`,
  };
}
