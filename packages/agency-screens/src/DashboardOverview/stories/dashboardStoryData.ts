import { countPropertiesByStatus } from '@marketplace/api-client';
import { createSeedData, createSeededRandom } from '@marketplace/domain/fixtures';
import { dashboardCounterStatuses, type DashboardCounterStatus, type DashboardCounts } from '../dashboardCounters';

const seed = createSeedData();

/** The demo agency of the default seed: the sandbox's signed-in agency. */
export const demoAgencyId = seed.demoAgency.id;

/** The demo agency's counts as the sandbox serves them (the same default seed). */
export const seededCounts: DashboardCounts = countPropertiesByStatus(
  seed.properties.filter(({ property }) => property.agencyId === demoAgencyId).map(({ property }) => property),
);

/** No property in any of the three statuses. */
export const zeroCounts: DashboardCounts = countPropertiesByStatus([]);

/** A large portfolio (six- and seven-digit counts), drawn from a seeded source so every run shows the same figures. */
export function largeCounts(seedValue = 2026): DashboardCounts {
  const random = createSeededRandom(seedValue);
  const entries = dashboardCounterStatuses.map((status): [DashboardCounterStatus, number] => [status, random.int(100_000, 9_999_999)]);
  return Object.fromEntries(entries) as Record<DashboardCounterStatus, number>;
}

/** The host's address of an admin-reviewed tab, as the stories and tests link to it. */
export const adminReviewedHref = (status: DashboardCounterStatus) => `/agency/admin-reviewed?status=${status}`;
