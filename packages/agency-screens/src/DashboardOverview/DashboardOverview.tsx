import { DashboardOverviewView, type DashboardOverviewViewProps } from './DashboardOverviewView';
import { useDashboardOverview, type DashboardOverviewOptions } from './useDashboardOverview';

/** Props of the connected Dashboard Overview: the hook's options and the links the host decides. */
export interface DashboardOverviewProps extends DashboardOverviewOptions, Pick<DashboardOverviewViewProps, 'hrefFor'> {}

/** Dashboard Overview on the api-client: the agency's property counts, Retry after a failure. */
export function DashboardOverview({ hrefFor, ...options }: DashboardOverviewProps) {
  return <DashboardOverviewView hrefFor={hrefFor} {...useDashboardOverview(options)} />;
}
