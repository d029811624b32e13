import { preloadApiQuery } from '@marketplace/api-client';
import type { FirstRenderData } from '@marketplace/agency-screens/first-render-data';
import type { HostRuntime } from '../runtime/createHostRuntime';
import { preloadProfile } from './preloadProfile';

const ignore = () => undefined;

/** A section's first-data module: its default export starts the queries of its screen's first render. */
export interface FirstDataModule {
  default: (runtime: Pick<HostRuntime, 'client' | 'session'>) => void;
}

/**
 * A section's first-data module from its screen's declaration: started at route match, it preloads
 * each query the declaration names for the session's profile (none without one). A failure is the
 * screen's to show: it takes it as its first answer.
 */
export function startFirstRenderData(declaration: FirstRenderData): FirstDataModule['default'] {
  return ({ client, session }) => {
    const profile = preloadProfile(session);
    if (!profile) return;
    for (const query of Object.values(declaration({ profile }))) {
      if (query) preloadApiQuery(client, query).catch(ignore);
    }
  };
}
