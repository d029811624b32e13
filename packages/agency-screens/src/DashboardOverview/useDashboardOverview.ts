import { useApiQuery, useSessionProfile } from '@marketplace/api-client';
import { useCallback, useMemo } from 'react';
import { useDashboardMessages } from '../messages';
import { dashboardOverviewFirstData } from './dashboardOverviewFirstData';
import type { DashboardOverviewViewProps } from './DashboardOverviewView';

/** Options of {@link useDashboardOverview}. */
export interface DashboardOverviewOptions {
  /** Whose properties to count. @default the signed-in agency's profile id */
  agencyId?: number | null;
}

/**
 * The dashboard's counters from the property search (spec 1 section 7). Without counts and without
 * an error the counters show '...': that covers the session still loading as well as the first fetch.
 * A Retry after a failure shows '...' again until the new answer arrives.
 */
export function useDashboardOverview({ agencyId }: DashboardOverviewOptions = {}): Pick<DashboardOverviewViewProps, 'counts' | 'isLoading' | 'error' | 'onRetry'> {
  const messages = useDashboardMessages();
  const profile = useSessionProfile();
  // The declaration a host preloads at route match: reading through it keeps the key the same.
  const firstData = useMemo(() => dashboardOverviewFirstData({ profile, agencyId }), [profile, agencyId]);
  const { data, error, isValidating, mutate } = useApiQuery(firstData.counts);
  const onRetry = useCallback(() => {
    void mutate();
  }, [mutate]);
  return {
    counts: data ?? null,
    isLoading: data === undefined && (error === undefined || isValidating),
    error: error === undefined ? null : messages.loadFailed,
    onRetry,
  };
}
