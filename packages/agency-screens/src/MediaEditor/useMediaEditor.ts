import { useApiClient } from '@marketplace/api-client';
import {
  additionalMediaUploadConcurrency,
  describeMedia,
  mediaLimits,
  bytesPerMegabyte,
  moveAdditionalMedia,
  removeMedia,
  resolveMediaUrl,
  toggleFeaturedMedia,
  type AdditionalMediaItem,
} from '@marketplace/domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAdditionalMediaMessages, useBulkUploadMessages, useFilesMessages } from '../messages';
import type { MediaEditorViewProps } from './MediaEditorView';
import type { MediaRefusal } from './mediaEditorTypes';
import { refusalMessage } from './refusalMessage';
import { screenChosenFiles } from './screenChosenFiles';
import { useLocalPreviews } from './useLocalPreviews';
import { useMediaUploadQueue } from './useMediaUploadQueue';

/** Options of {@link useMediaEditor}: a controlled list, so a form (the property form, issue 17) owns it. */
export interface MediaEditorOptions {
  /** The media, in order; items with `url` null are still uploading (or failed). */
  value: readonly AdditionalMediaItem[];
  /** Called with the whole new list on every change: an added file, a stored upload, an order, a description. */
  onChange: (value: AdditionalMediaItem[]) => void;
  /** The size limit in MB (spec 3 section 5: the caller can set it). @default 10 */
  maxMegabytes?: number;
  /** Uploads at once. @default 3 (additionalMediaUploadConcurrency) */
  concurrency?: number;
}

let nextId = 0;
function newItemId(): string {
  nextId += 1;
  return `new-${Date.now().toString(36)}-${nextId}`;
}

/**
 * The additional media editor's state (spec 2 section 5): checks chosen files (refusals under
 * 'Invalid file'), adds the accepted ones at the end and uploads them to the 'property-media'
 * folder, a few at a time; order, feature, describe and remove change the list through `onChange`.
 */
export function useMediaEditor({
  value,
  onChange,
  maxMegabytes = mediaLimits.additionalMediaMaxBytes / bytesPerMegabyte,
  concurrency = additionalMediaUploadConcurrency,
}: MediaEditorOptions): MediaEditorViewProps {
  const client = useApiClient();
  const messages = useAdditionalMediaMessages();
  const files = useFilesMessages();
  const bulkUpload = useBulkUploadMessages();
  const errorMessages = useMemo(() => ({ files, bulkUpload }), [files, bulkUpload]);
  const [refusals, setRefusals] = useState<readonly MediaRefusal[]>([]);
  const { previews, addPreviews, dropPreview } = useLocalPreviews();

  // The list as last changed here: uploads finish between renders, and each change builds on the one before.
  const latest = useRef({ value, onChange, messages, maxMegabytes });
  useLayoutEffect(() => {
    latest.current = { value, onChange, messages, maxMegabytes };
  });
  const change = useCallback((update: (items: readonly AdditionalMediaItem[]) => AdditionalMediaItem[]) => {
    const next = update(latest.current.value);
    latest.current.value = next;
    latest.current.onChange(next);
  }, []);

  const onStored = useCallback(
    (id: string, path: string) => change((items) => items.map((item) => (item.id === id ? { ...item, url: path } : item))),
    [change],
  );
  const queue = useMediaUploadQueue({ client, concurrency, errorMessages, onStored });

  const onFilesChosen = useCallback(
    (chosen: File[]) => {
      void screenChosenFiles(chosen, latest.current.maxMegabytes).then((screened) => {
        const { messages: words, maxMegabytes: limit } = latest.current;
        // Added to those still shown: a drop zone hands over one choice in two calls (the types it accepts, then the others).
        const refused = screened.flatMap(({ file, kind, refusal }) =>
          refusal === null ? [] : [{ id: newItemId(), fileName: file.name, message: refusalMessage(refusal, kind, limit, words) }],
        );
        if (refused.length > 0) setRefusals((current) => [...current, ...refused]);
        const accepted = screened.flatMap(({ file, kind, refusal }) => (refusal === null ? [{ id: newItemId(), file, kind }] : []));
        if (accepted.length === 0) return;
        change((items) => [
          ...items,
          ...accepted.map(({ id, file, kind }) => ({ id, url: null, kind, name: file.name, description: '', isFeatured: false })),
        ]);
        addPreviews(accepted);
        queue.add(accepted);
      });
    },
    [addPreviews, change, queue],
  );

  const onRemove = useCallback(
    (id: string) => {
      queue.cancel(id);
      dropPreview(id);
      change((items) => removeMedia(items, id));
    },
    [change, dropPreview, queue],
  );

  const mediaBase = client.url('property', '');
  const sources = useMemo(() => {
    const result: Record<string, string> = {};
    for (const item of value) {
      const source = previews[item.id] ?? (item.url === null ? '' : resolveMediaUrl(item.url, mediaBase, ''));
      if (source !== '') result[item.id] = source;
    }
    return result;
  }, [mediaBase, previews, value]);

  return {
    items: value,
    uploads: queue.uploads,
    sources,
    refusals,
    maxMegabytes,
    onFilesChosen,
    onReorder: useCallback<MediaEditorViewProps['onReorder']>((moved, target, position) => change((items) => moveAdditionalMedia(items, moved, target, position)), [change]),
    onToggleFeatured: useCallback<MediaEditorViewProps['onToggleFeatured']>((id) => change((items) => toggleFeaturedMedia(items, id)), [change]),
    onDescriptionChange: useCallback<MediaEditorViewProps['onDescriptionChange']>((id, text) => change((items) => describeMedia(items, id, text)), [change]),
    onRemove,
    onRetry: queue.retry,
    onDismissRefusal: useCallback<MediaEditorViewProps['onDismissRefusal']>((id) => setRefusals((current) => current.filter((refusal) => refusal.id !== id)), []),
  };
}
