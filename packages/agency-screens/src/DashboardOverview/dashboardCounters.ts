import type { StatCardProps } from '@marketplace/ui';

/** The dashboard's counters in the order they show (spec 1 section 2.3): listing status ids 1, 8 and 9. */
export const dashboardCounterStatuses = ['approved', 'pending', 'rejected'] as const;

/** A counter of the dashboard; also the tab of the admin-reviewed list it leads to. */
export type DashboardCounterStatus = (typeof dashboardCounterStatuses)[number];

/** The figures behind the counters; the api-client's `PropertyCounts` has this shape. */
export type DashboardCounts = Readonly<Record<DashboardCounterStatus, number>>;

/** The tone of each counter: the edge colour repeats what the label says. */
export const dashboardCounterTones: Readonly<Record<DashboardCounterStatus, StatCardProps['tone']>> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
};
