export { DashboardOverview, type DashboardOverviewProps } from './DashboardOverview';
export { DashboardOverviewView, type DashboardOverviewViewProps } from './DashboardOverviewView';
export { useDashboardOverview, type DashboardOverviewOptions, type DashboardOverviewState } from './useDashboardOverview';
export { dashboardCounterStatuses, type DashboardCounterStatus, type DashboardCounts } from './dashboardCounters';
