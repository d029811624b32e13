import { mediaUrl, uploadMedia, useApiClient, type ApiClient } from '@marketplace/api-client';
import { mediaUploadErrorMessage, validateMediaFile, type UploadedMediaItem } from '@marketplace/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { NotifyBulkUpload } from '../bulkUploadNotice';
import { mediaUploadMaxMegabytes } from './mediaFileTypes';
import { readMediaList, tabMediaListStorage, writeMediaList, type MediaListStorage } from './mediaListStorage';
import {
  copyFailedNotice,
  fileRemovedNotice,
  mediaFailedNotice,
  mediaRefusedNotice,
  mediaUploadedNotice,
  urlCopiedNotice,
} from './mediaUploadNotices';
import type { MediaUploadProgressItem } from './mediaUploadProgress';
import { useCopiedIndicator } from './useCopiedIndicator';
import { useBulkUploadMessages, useFilesMessages } from '../../messages';

/** The media service folder of property pictures and videos (spec 1 section 7). */
const propertyAssetsFolder = 'property-assets';

/** Options of {@link useMediaUploads}. */
export interface MediaUploadsOptions {
  /** Reports refusals and failures (modal) and successes (toast); the screen shows them. */
  notify: NotifyBulkUpload;
  /** Where Copy URL writes. @default navigator.clipboard */
  clipboard?: Pick<Clipboard, 'writeText'> | null;
  /** Keeps the list across a refresh of the tab; null keeps it in memory only. @default sessionStorage */
  storage?: MediaListStorage | null;
}

/** The media section's state and handlers, shaped to spread into `MediaUploadSection`. */
export interface MediaUploads {
  readonly items: readonly UploadedMediaItem[];
  readonly uploads: readonly MediaUploadProgressItem[];
  readonly copiedId: string | null;
  readonly onFilesChosen: (files: readonly File[]) => void;
  readonly onCancelUpload: (id: string) => void;
  readonly onCopy: (item: UploadedMediaItem) => Promise<void>;
  readonly onRemove: (item: UploadedMediaItem) => void;
}

type UploadOutcome = 'uploaded' | 'failed' | 'cancelled';

/**
 * Generated URLs go into a CSV file the agent keeps and shares, and from there into listings read by
 * every frontend, so they are absolute: openable to check, and kept as they are by spec 3 section 7's
 * resolver (which maps only relative values to /api/media/{last segment}). On a same-origin property
 * host (demo mode) the client's URL is a path, made absolute against the page.
 */
function generatedUrl(client: ApiClient, fileName: string): string {
  const url = mediaUrl(client, fileName);
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
}

function defaultClipboard(): Pick<Clipboard, 'writeText'> | null {
  return globalThis.navigator?.clipboard ?? null;
}

/**
 * The media section of Bulk Upload Properties (spec 1 section 2.2): validates chosen files with the
 * shared validator, uploads the valid ones at once, each with its own progress and cancel, and keeps
 * the generated URLs with Copy URL ('Copied!' for 2 s) and remove. Unmounting cancels every upload.
 */
export function useMediaUploads({ notify, clipboard, storage = tabMediaListStorage() }: MediaUploadsOptions): MediaUploads {
  const client = useApiClient();
  const [items, setItems] = useState<readonly UploadedMediaItem[]>(() => readMediaList(storage));
  const [uploads, setUploads] = useState<readonly MediaUploadProgressItem[]>([]);
  const { copiedId, markCopied } = useCopiedIndicator();
  const controllers = useRef(new Map<string, AbortController>());
  const nextId = useRef(0);
  const mounted = useRef(false);
  const bulkUploadMessages = useBulkUploadMessages();
  const filesMessages = useFilesMessages();
  const messages = { bulkUpload: bulkUploadMessages, files: filesMessages };
  const latest = useRef({ client, notify, clipboard, messages });
  useLayoutEffect(() => {
    latest.current = { client, notify, clipboard, messages };
  });

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  useEffect(() => writeMediaList(storage, items), [storage, items]);

  const uploadOne = useCallback(async (file: File, id: string, controller: AbortController): Promise<UploadOutcome> => {
    const { client: api } = latest.current;
    const setPercent = (percent: number) =>
      setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, percent } : upload)));
    try {
      const stored = await uploadMedia(api, { file, folder: propertyAssetsFolder }, {
        signal: controller.signal,
        onProgress: ({ fraction }) => {
          if (mounted.current && !controller.signal.aborted) setPercent(Math.round(fraction * 100));
        },
      });
      const item: UploadedMediaItem = {
        id,
        name: file.name,
        type: file.type,
        url: generatedUrl(api, stored.fileName),
        size: file.size,
        uploadedAt: new Date().toISOString(),
      };
      // Newest first: the URL just generated is the one the user is about to copy.
      if (mounted.current) setItems((current) => [item, ...current]);
      return 'uploaded';
    } catch (error) {
      const problem = controller.signal.aborted ? null : mediaUploadErrorMessage(error, latest.current.messages);
      if (problem === null || !mounted.current) return 'cancelled';
      latest.current.notify(mediaFailedNotice(latest.current.messages, file.name, problem), 'modal');
      return 'failed';
    } finally {
      controllers.current.delete(id);
      if (mounted.current) setUploads((current) => current.filter((upload) => upload.id !== id));
    }
  }, []);

  const onFilesChosen = useCallback(
    (files: readonly File[]) => {
      const accepted: File[] = [];
      for (const file of files) {
        const check = validateMediaFile(file, mediaUploadMaxMegabytes);
        if (check.ok) accepted.push(file);
        else latest.current.notify(mediaRefusedNotice(latest.current.messages, file.name, check.reason), 'modal');
      }
      if (accepted.length === 0) return;
      const started = accepted.map((file) => {
        nextId.current += 1;
        const id = `media-${Date.now().toString(36)}-${nextId.current}`;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        return { file, id, controller };
      });
      setUploads((current) => [...current, ...started.map(({ file, id }) => ({ id, name: file.name, percent: 0 }))]);
      // One success notice per choice: choosing ten photos says '10 files uploaded.' once.
      void Promise.all(started.map(({ file, id, controller }) => uploadOne(file, id, controller))).then((outcomes) => {
        const uploaded = outcomes.filter((outcome) => outcome === 'uploaded').length;
        if (uploaded > 0 && mounted.current) latest.current.notify(mediaUploadedNotice(latest.current.messages, uploaded), 'toast');
      });
    },
    [uploadOne],
  );

  const onCancelUpload = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setUploads((current) => current.filter((upload) => upload.id !== id));
  }, []);

  const onCopy = useCallback(
    async (item: UploadedMediaItem) => {
      const target = latest.current.clipboard === undefined ? defaultClipboard() : latest.current.clipboard;
      try {
        if (!target) throw new Error('No clipboard');
        await target.writeText(item.url);
      } catch {
        if (mounted.current) latest.current.notify(copyFailedNotice(latest.current.messages), 'modal');
        return;
      }
      if (!mounted.current) return;
      markCopied(item.id);
      latest.current.notify(urlCopiedNotice(latest.current.messages), 'toast');
    },
    [markCopied],
  );

  const onRemove = useCallback((item: UploadedMediaItem) => {
    setItems((current) => current.filter((entry) => entry.id !== item.id));
    latest.current.notify(fileRemovedNotice(latest.current.messages, item.name), 'toast');
  }, []);

  return { items, uploads, copiedId, onFilesChosen, onCancelUpload, onCopy, onRemove };
}
