import { DashboardOverviewView, type DashboardOverviewViewProps } from './DashboardOverviewView';
import { useDashboardOverview, type DashboardOverviewOptions } from './useDashboardOverview';

/** Props of the connected Dashboard Overview. */
export interface DashboardOverviewProps extends Pick<DashboardOverviewViewProps, 'hrefFor' | 'messages' | 'retryLabel'> {
  /** Whose properties to count. @default the signed-in agency's profile id */
  agencyId?: DashboardOverviewOptions['agencyId'];
}

/** Dashboard Overview on the api-client: the agency's property counts, Retry after a failure. */
export function DashboardOverview({ agencyId, hrefFor, messages, retryLabel }: DashboardOverviewProps) {
  const state = useDashboardOverview({ agencyId, loadFailedMessage: messages?.loadFailed });
  return <DashboardOverviewView {...state} hrefFor={hrefFor} messages={messages} retryLabel={retryLabel} />;
}
