import { fetchPropertyCounts, propertyCountsKey, type ApiQuery, type PropertyCounts } from '@marketplace/api-client';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/** What the Dashboard Overview's first render is keyed on. */
export interface DashboardOverviewDataInputs extends FirstRenderInputs {
  /** The screen's `agencyId` prop, when the embedder gives one. */
  readonly agencyId?: number | null | undefined;
}

/** Whose properties the counters count: the given id, else the signed-in agency's own id (agents and developers have none). */
export function dashboardOverviewAgencyId({ profile, agencyId }: DashboardOverviewDataInputs): number | null {
  if (agencyId !== undefined) return agencyId;
  return profile?.role === 'AGENCY' ? profile.id : null;
}

/** The Dashboard Overview's first-render data: the agency's property counters. */
export function dashboardOverviewFirstData(inputs: DashboardOverviewDataInputs): { readonly counts: ApiQuery<PropertyCounts> | null } {
  const id = dashboardOverviewAgencyId(inputs);
  return { counts: id === null ? null : { key: propertyCountsKey(id), fetch: (client) => fetchPropertyCounts(client, id) } };
}
