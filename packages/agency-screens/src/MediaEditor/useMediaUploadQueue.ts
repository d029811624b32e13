import { additionalMediaUploadErrorMessage, type Messages } from '@marketplace/domain';
import { uploadMedia, type ApiClient } from '@marketplace/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MediaUploadState } from './mediaEditorTypes';

/** The media service folder of the property form's additional media (spec 2 section 7.4). */
const propertyMediaFolder = 'property-media';

/** Options of {@link useMediaUploadQueue}. */
export interface MediaUploadQueueOptions {
  client: ApiClient;
  /** Uploads at once; the rest wait in the order added. */
  concurrency: number;
  /** The groups the failure reason is worded in. */
  errorMessages: Pick<Messages, 'files' | 'bulkUpload'>;
  /** The file of `id` is stored at `path`. */
  onStored: (id: string, path: string) => void;
}

interface Job {
  readonly file: File;
  status: MediaUploadState['status'];
  controller?: AbortController;
}

/** The upload queue's state and commands. */
export interface MediaUploadQueue {
  /** Each unfinished file's state by id; a stored file leaves it. */
  readonly uploads: Readonly<Record<string, MediaUploadState>>;
  /** Queues files under their ids. */
  readonly add: (entries: readonly { id: string; file: File }[]) => void;
  /** Queues a failed file again, from the file kept since it was chosen; anything but a failed file is left alone. */
  readonly retry: (id: string) => void;
  /** Forgets a file: a waiting one leaves the queue, a running one is cancelled and its outcome ignored. */
  readonly cancel: (id: string) => void;
}

/**
 * Uploads files through the shared media service, `concurrency` at a time, each with its progress.
 * The chosen `File` is kept until it is stored or cancelled, so a failed upload is retried without
 * choosing it again. State lives in refs as well as in React state so that two clicks in one frame
 * (Retry twice, Remove during an upload) are decided on what has already happened, not on the last render.
 */
export function useMediaUploadQueue({ client, concurrency, errorMessages, onStored }: MediaUploadQueueOptions): MediaUploadQueue {
  const [uploads, setUploads] = useState<Readonly<Record<string, MediaUploadState>>>({});
  const jobs = useRef(new Map<string, Job>());
  const waiting = useRef<string[]>([]);
  const running = useRef(0);
  const mounted = useRef(true);
  const latest = useRef({ client, concurrency, errorMessages, onStored });
  useEffect(() => {
    latest.current = { client, concurrency, errorMessages, onStored };
  });

  useEffect(() => {
    mounted.current = true;
    const all = jobs.current;
    return () => {
      mounted.current = false;
      for (const job of all.values()) job.controller?.abort();
      all.clear();
      waiting.current = [];
    };
  }, []);

  const show = useCallback((id: string, state: MediaUploadState | null) => {
    if (!mounted.current) return;
    setUploads((current) => {
      const next = { ...current };
      if (state) next[id] = state;
      else delete next[id];
      return next;
    });
  }, []);

  const pump = useCallback(() => {
    while (running.current < latest.current.concurrency && waiting.current.length > 0) {
      const id = waiting.current.shift()!;
      const job = jobs.current.get(id);
      if (job) void run(id, job);
    }

    async function run(id: string, job: Job) {
      const controller = new AbortController();
      job.status = 'uploading';
      job.controller = controller;
      running.current += 1;
      show(id, { status: 'uploading', percent: 0 });
      // This run still speaks for the file: not cancelled, not removed, not settled (a browser may report
      // upload progress after the answer, which must not turn 'Upload failed' back into a bar).
      const current = () => !controller.signal.aborted && jobs.current.get(id) === job && job.controller === controller;
      try {
        const stored = await uploadMedia(latest.current.client, { file: job.file, folder: propertyMediaFolder }, {
          signal: controller.signal,
          onProgress: ({ fraction }) => {
            if (current()) show(id, { status: 'uploading', percent: Math.round(fraction * 100) });
          },
        });
        if (!current()) return;
        jobs.current.delete(id);
        show(id, null);
        latest.current.onStored(id, stored.path);
      } catch (error) {
        if (!current()) return;
        job.status = 'failed';
        job.controller = undefined;
        const reason = additionalMediaUploadErrorMessage(error, latest.current.errorMessages) ?? latest.current.errorMessages.files.uploadFailed;
        show(id, { status: 'failed', reason });
      } finally {
        running.current -= 1;
        if (mounted.current) pump();
      }
    }
  }, [show]);

  const add = useCallback(
    (entries: readonly { id: string; file: File }[]) => {
      for (const { id, file } of entries) {
        jobs.current.set(id, { file, status: 'queued' });
        waiting.current.push(id);
        show(id, { status: 'queued' });
      }
      pump();
    },
    [pump, show],
  );

  const retry = useCallback(
    (id: string) => {
      const job = jobs.current.get(id);
      if (!job || job.status !== 'failed') return;
      job.status = 'queued';
      waiting.current.push(id);
      show(id, { status: 'queued' });
      pump();
    },
    [pump, show],
  );

  const cancel = useCallback(
    (id: string) => {
      const job = jobs.current.get(id);
      if (!job) return;
      jobs.current.delete(id);
      waiting.current = waiting.current.filter((waitingId) => waitingId !== id);
      job.controller?.abort();
      show(id, null);
    },
    [show],
  );

  return useMemo(() => ({ uploads, add, retry, cancel }), [uploads, add, retry, cancel]);
}
