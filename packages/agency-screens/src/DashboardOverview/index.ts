export { DashboardOverview, type DashboardOverviewProps } from './DashboardOverview';
export { DashboardOverviewView, type DashboardOverviewViewProps } from './DashboardOverviewView';
export { useDashboardOverview, type DashboardOverviewOptions } from './useDashboardOverview';
export type { DashboardCounterStatus, DashboardCounts } from './dashboardCounters';
export { dashboardOverviewFirstData, type DashboardOverviewDataInputs } from './dashboardOverviewFirstData';
