import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../client';
import type { ApiError } from '../../errors';
import { useApiClient } from '../../react/ApiProvider';
import type { PropertyUploadOptions } from './media';

/** Where an upload stands (spec 1 section 4: idle, uploading with progress, success or error). */
export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

/** What {@link useUploadTask} returns. */
export interface UploadTask<Input, Result> {
  /** Starts an upload; resolves with its result, rejects with its `ApiError` (an `AbortError` when cancelled). */
  upload: (input: Input) => Promise<Result>;
  /** Cancels the running upload, if any. */
  cancel: () => void;
  /** Clears the outcome back to idle (e.g. when the file selection clears after success). */
  reset: () => void;
  status: UploadStatus;
  /** Percent sent, 0 to 100, while uploading and after; null before the first upload. */
  progress: number | null;
  result: Result | undefined;
  error: ApiError | undefined;
}

/** An upload call: input, cancel signal and progress in, result out. */
export type UploadRunner<Input, Result> = (client: ApiClient, input: Input, options: PropertyUploadOptions) => Promise<Result>;

interface TaskState<Result> {
  status: UploadStatus;
  progress: number | null;
  result: Result | undefined;
  error: ApiError | undefined;
}

const idle = { status: 'idle', progress: null, result: undefined, error: undefined } as const;

/**
 * Runs one upload at a time with its progress in percent, a cancel, and the outcome. A new upload
 * cancels the one running; unmounting cancels too, so no state is set on a screen that has gone.
 */
export function useUploadTask<Input, Result>(run: UploadRunner<Input, Result>): UploadTask<Input, Result> {
  const client = useApiClient();
  const [state, setState] = useState<TaskState<Result>>(idle);
  const controller = useRef<AbortController | null>(null);
  const runner = useRef(run);
  useEffect(() => {
    runner.current = run;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (input: Input): Promise<Result> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const stillCurrent = () => controller.current === current;
      setState({ status: 'uploading', progress: 0, result: undefined, error: undefined });
      try {
        const result = await runner.current(client, input, {
          signal: current.signal,
          onProgress: ({ fraction }) => {
            if (stillCurrent()) setState((previous) => ({ ...previous, progress: Math.round(fraction * 100) }));
          },
        });
        if (stillCurrent()) setState({ status: 'success', progress: 100, result, error: undefined });
        return result;
      } catch (caught) {
        if (stillCurrent()) setState((previous) => ({ ...previous, status: 'error', error: caught as ApiError }));
        throw caught;
      } finally {
        if (stillCurrent()) controller.current = null;
      }
    },
    [client],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(idle);
  }, []);

  return { upload, cancel, reset, ...state };
}
