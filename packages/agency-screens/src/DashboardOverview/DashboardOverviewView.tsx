import { CardLink, StatCard } from '@marketplace/ui';
import { dashboardCounterStatuses, dashboardCounterTones, type DashboardCounterStatus, type DashboardCounts } from './dashboardCounters';
import * as styles from './DashboardOverview.css';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useNumberText } from '../shared/useIntlFormats';
import { useDashboardMessages } from '../messages';

export interface DashboardOverviewViewProps {
  /** The three counts; null until they have loaded (and when the first load failed). @default null */
  counts?: DashboardCounts | null;
  /** The counts are being fetched and none are shown yet: each counter shows '...'. @default false */
  isLoading?: boolean;
  /** A failed load's message, shown in a red banner above the counters. @default null */
  error?: string | null;
  /** Fetches the counts again; without it the error banner has no Retry button. */
  onRetry?: () => void;
  /**
   * The address of the admin-reviewed list's tab for a counter. Each counter is a real link (open in a
   * new tab works); inside a react-aria `RouterProvider` a click navigates through the host's router.
   */
  hrefFor: (status: DashboardCounterStatus) => string;
}

/** Dashboard Overview (spec 1 section 2.3): Approved, Pending and Rejected Properties, each a link to its list. */
export function DashboardOverviewView({
  counts = null,
  isLoading = false,
  error = null,
  onRetry,
  hrefFor,
}: DashboardOverviewViewProps) {
  const messages = useDashboardMessages();
  const formatCount = useNumberText('count');
  return (
    <div className={styles.page}>
      <ScreenHeader title={messages.title} loadError={error} onRetry={onRetry} />

      <ul className={styles.counters}>
        {dashboardCounterStatuses.map((status) => {
          const count = counts ? formatCount(counts[status]) : null;
          return (
            <li key={status}>
              <CardLink href={hrefFor(status)}>
                <StatCard
                  label={messages[status]}
                  value={count ?? messages.noCount}
                  // The link takes its name from the card: with the figure, a list of links gives the counts too.
                  isNamedWithValue={count !== null}
                  tone={dashboardCounterTones[status]}
                  // Says 'this card leads somewhere' to a sighted user; the link's role says it to the rest.
                  icon="chevronRight"
                  isLoading={isLoading}
                  loadingText={messages.loadingValue}
                  className={styles.counterCard}
                />
              </CardLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
