import { DashboardOverview, type DashboardCounterStatus } from '@marketplace/agency-screens/dashboard-overview';
import { panelPath } from '../routes/paths';

/**
 * The admin-reviewed list's tab for a counter: `/agency/admin-reviewed?status=approved|pending|rejected`.
 * The list's screen reads `status` to pick its tab (docs/decisions.md, 'Dashboard Overview').
 */
function adminReviewedTabHref(status: DashboardCounterStatus): string {
  return `${panelPath('admin-reviewed')}?${new URLSearchParams({ status }).toString()}`;
}

/** Dashboard Overview for the signed-in agency; each counter links to its tab of the admin-reviewed list. */
export default function DashboardSection() {
  return <DashboardOverview hrefFor={adminReviewedTabHref} />;
}
