import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../client';
import type { ApiError } from '../errors';
import type { SwrKey } from '../swrKeys';
import { useApiClient } from './ApiProvider';
import { forgetQuery } from './preloadedQueries';

/** Options of {@link useOptimisticMutation}. */
export interface OptimisticMutationOptions<Data, Arg, Result> {
  /** The cached data the change shows in; `null` runs the call without touching any cache. */
  key: SwrKey | null;
  /** The call itself. */
  mutation: (client: ApiClient, arg: Arg) => Promise<Result>;
  /** What the cache shows while the call runs; rolled back if the call fails. */
  optimisticData?: (current: Data | undefined, arg: Arg) => Data;
  /** Merges the call's answer into the cache (e.g. the updated enquiry into the list); `false` keeps what is there. @default false */
  populateCache?: ((result: Result, current: Data | undefined) => Data) | false;
  /** Reloads the key after the call, whether it succeeded or failed. @default true */
  revalidate?: boolean;
  /**
   * Which calls count as the same submit: a trigger while a call with the same key runs returns
   * that call instead of starting another. Give each record its own key (e.g. the enquiry id) so
   * changes to two rows can run side by side. @default one key for every call
   */
  concurrencyKey?: (arg: Arg) => string;
}

/** What {@link useOptimisticMutation} returns. */
export interface OptimisticMutation<Arg, Result> {
  /**
   * Runs the call. While one with the same `concurrencyKey` runs, a second trigger starts nothing
   * and returns the running call's promise (no double submit). Rejects with the call's `ApiError`
   * after rolling back.
   */
  trigger: (arg: Arg) => Promise<Result>;
  /** Whether any call runs. */
  isMutating: boolean;
  /** The last call's error, cleared when the next starts. */
  error: ApiError | undefined;
  /** Clears `error`. */
  reset: () => void;
}

/**
 * A change shown at once and undone if the server refuses it (spec 1 section 4: 'A status change is
 * shown immediately (optimistic); if the call fails the list is reloaded and an error shown').
 */
export function useOptimisticMutation<Data, Arg, Result>(
  options: OptimisticMutationOptions<Data, Arg, Result>,
): OptimisticMutation<Arg, Result> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [runningCount, setRunningCount] = useState(0);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const running = useRef(new Map<string, Promise<Result>>());
  const latest = useRef(options);
  // The newest options are read when a call starts, so `trigger` can stay the same function.
  useLayoutEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    async (arg: Arg, runKey: string): Promise<Result> => {
      const { key, mutation, optimisticData, populateCache = false, revalidate = true } = latest.current;
      try {
        const call = mutation(client, arg);
        if (key === null) return await call;
        // An answer from before the change must not stand in for the reload after it.
        forgetQuery(key);
        return (await mutate<Data, Result>(key, call, {
          // Built on what is displayed, so a change made while another is in flight keeps the other's.
          optimisticData: optimisticData ? (committed: Data | undefined, displayed: Data | undefined) => optimisticData(displayed ?? committed, arg) : undefined,
          rollbackOnError: true,
          populateCache,
          revalidate,
        })) as Result;
      } catch (caught) {
        setError(caught as ApiError);
        throw caught;
      } finally {
        running.current.delete(runKey);
        setRunningCount((count) => count - 1);
      }
    },
    [client, mutate],
  );

  const trigger = useCallback(
    (arg: Arg): Promise<Result> => {
      const runKey = latest.current.concurrencyKey?.(arg) ?? '';
      const runningCall = running.current.get(runKey);
      if (runningCall) return runningCall;
      setError(undefined);
      setRunningCount((count) => count + 1);
      // Started a microtask later so `running` holds the call before anything in it can finish.
      const call = Promise.resolve().then(() => run(arg, runKey));
      running.current.set(runKey, call);
      return call;
    },
    [run],
  );

  const reset = useCallback(() => setError(undefined), []);
  return { trigger, isMutating: runningCount > 0, error, reset };
}
