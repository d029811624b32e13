import type { ApiQuery } from '@marketplace/api-client';
import type { SessionProfile } from '@marketplace/domain';

/**
 * What every screen's first-render data may be keyed on before the screen loads: the session's
 * profile. A host passes the profile stored at the last sign-in while the session is being checked,
 * so the requests start at route match rather than after the check.
 */
export interface FirstRenderInputs {
  /** The signed-in profile, or the stored one before it is checked; null when there is none. */
  readonly profile: SessionProfile | null;
}

/** A screen's first-render queries by name; a query whose inputs are missing is null. */
export type FirstRenderQueries = { readonly [name: string]: ApiQuery<unknown> | null };

/**
 * A screen's first-render data declaration: the queries its first render reads, which a host starts
 * (with `preloadApiQuery`) at route match, in parallel with the screen's code, and which the screen's
 * hook reads through the same function, so the keys are the same.
 */
export type FirstRenderData<Inputs extends FirstRenderInputs = FirstRenderInputs> = (inputs: Inputs) => FirstRenderQueries;
