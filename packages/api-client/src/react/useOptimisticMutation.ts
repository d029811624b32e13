import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../client';
import type { ApiError } from '../errors';
import type { SwrKey } from '../swrKeys';
import { useApiClient } from './ApiProvider';
import { forgetQuery } from './preloadedQueries';
import { isSameArgument } from './isSameArgument';

interface QueuedCall<Arg, Result> {
  readonly arg: Arg;
  readonly result: Promise<Result>;
}

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
   * Which calls go one after another: calls with the same key reach the server in the order they
   * were triggered, each after the one before has settled, so the last change is the one that
   * stays. Give each record its own key (e.g. the enquiry id) so changes to two rows run side by
   * side. @default one key for every call
   */
  concurrencyKey?: (arg: Arg) => string;
}

/** What {@link useOptimisticMutation} returns. */
export interface OptimisticMutation<Arg, Result> {
  /**
   * Runs the call and settles with its own outcome. While a call with the same `concurrencyKey`
   * runs, a trigger with an equal argument (a second click on the same submit) starts nothing and
   * returns that call's promise; a different argument is shown at once and sent after the calls
   * before it have settled. Rejects with the call's `ApiError` after rolling back.
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
  // The last call of each concurrency key, until it settles: the next call with that key waits for it.
  const running = useRef(new Map<string, QueuedCall<Arg, Result>>());
  const latest = useRef(options);
  // The newest options are read when a call starts, so `trigger` can stay the same function.
  useLayoutEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    async (arg: Arg, after: Promise<unknown> | undefined, settled: () => void): Promise<Result> => {
      const { key, mutation, optimisticData, populateCache = false, revalidate = true } = latest.current;
      try {
        // Sent once the calls before it on the same record have settled, whatever their outcome.
        const call = after ? after.then(noop, noop).then(() => mutation(client, arg)) : mutation(client, arg);
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
        settled();
        setRunningCount((count) => count - 1);
      }
    },
    [client, mutate],
  );

  const trigger = useCallback(
    (arg: Arg): Promise<Result> => {
      const runKey = latest.current.concurrencyKey?.(arg) ?? '';
      const before = running.current.get(runKey);
      if (before && isSameArgument(before.arg, arg)) return before.result;
      setError(undefined);
      setRunningCount((count) => count + 1);
      const queued: QueuedCall<Arg, Result> = {
        arg,
        // Started a microtask later so `running` holds the call before anything in it can finish.
        result: Promise.resolve().then(() =>
          run(arg, before?.result, () => {
            if (running.current.get(runKey) === queued) running.current.delete(runKey);
          }),
        ),
      };
      running.current.set(runKey, queued);
      return queued.result;
    },
    [run],
  );

  const reset = useCallback(() => setError(undefined), []);
  return { trigger, isMutating: runningCount > 0, error, reset };
}

function noop(): void {}
