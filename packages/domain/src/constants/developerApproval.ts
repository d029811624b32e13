/** Developer approval statuses of a project unit (spec 3 section 4). */
export const developerApprovalStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** One of the developer approval statuses. */
export type DeveloperApprovalStatus = (typeof developerApprovalStatuses)[number];

/** Whether a value is a developer approval status. */
export function isDeveloperApprovalStatus(value: unknown): value is DeveloperApprovalStatus {
  return typeof value === 'string' && (developerApprovalStatuses as readonly string[]).includes(value);
}
