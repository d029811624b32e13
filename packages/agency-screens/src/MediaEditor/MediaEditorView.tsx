import {
  imageFileExtensions,
  imageMimeTypes,
  videoFileExtensions,
  videoMimeTypes,
  type AdditionalMediaItem,
} from '@marketplace/domain';
import { DropZone, GridList, Stack, Text, useListReorder, type ReorderPosition } from '@marketplace/ui';
import { useId } from 'react';
import { MediaItemRow } from './components/MediaItemRow';
import { RefusedFiles } from './components/RefusedFiles';
import type { MediaRefusal, MediaUploadState } from './mediaEditorTypes';
import { useAdditionalMediaMessages } from '../messages';

// MIME types and extensions both, so a video whose type the browser does not know (often MKV or WMV) can be picked.
const acceptedFileTypes: readonly string[] = [
  ...imageMimeTypes,
  ...videoMimeTypes,
  ...[...imageFileExtensions, ...videoFileExtensions].map((extension) => `.${extension}`),
];

/** Props of {@link MediaEditorView}; `useMediaEditor()` returns them all but `headingLevel` and `isDisabled`. */
export interface MediaEditorViewProps {
  /** The media in order; an item with `url` null is uploading, waiting or failed (see `uploads`). */
  items: readonly AdditionalMediaItem[];
  /** The state of each unfinished upload, by item id. @default {} */
  uploads?: Readonly<Record<string, MediaUploadState>>;
  /** Where each item's thumbnail is read from, by item id (a local preview or the stored file). @default {} */
  sources?: Readonly<Record<string, string>>;
  /** Files of the last choice that were refused, each shown under 'Invalid file'. @default [] */
  refusals?: readonly MediaRefusal[];
  /** The size limit shown under the drop zone, in MB. @default 10 */
  maxMegabytes?: number;
  /** The level of the 'Additional Media' heading, to fit the form that holds the editor. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Refuses new files; the list stays usable. @default false */
  isDisabled?: boolean;
  /** Files chosen, dropped or pasted, all of them (the caller checks and says why it refuses any). */
  onFilesChosen: (files: File[]) => void;
  /** Items dragged (or moved with the keyboard) before or after another. */
  onReorder: (movedIds: string[], targetId: string, position: ReorderPosition) => void;
  /** 'Mark as featured' toggled on an item. */
  onToggleFeatured: (id: string) => void;
  /** The description typed for an item. */
  onDescriptionChange: (id: string, text: string) => void;
  /** Remove on an item, whether stored, uploading or failed. */
  onRemove: (id: string) => void;
  /** Retry on a failed upload. */
  onRetry: (id: string) => void;
  /** An 'Invalid file' message closed. */
  onDismissRefusal: (id: string) => void;
}

/**
 * The Additional Media editor of the property form (spec 2 sections 2.4 and 5): add images and
 * videos (choose, drop or paste), each uploading with its own progress or failing with Retry; order
 * them by dragging or with the keyboard; mark one featured; describe and remove each.
 */
export function MediaEditorView({
  items,
  uploads = {},
  sources = {},
  refusals = [],
  maxMegabytes = 10,
  headingLevel = 2,
  isDisabled = false,
  onFilesChosen,
  onReorder,
  onToggleFeatured,
  onDescriptionChange,
  onRemove,
  onRetry,
  onDismissRefusal,
}: MediaEditorViewProps) {
  const messages = useAdditionalMediaMessages();
  const headingId = useId();
  const hintId = useId();
  const dragAndDropHooks = useListReorder({
    getItemText: (id) => items.find((item) => item.id === id)?.name ?? '',
    onReorder,
  });
  return (
    <Stack as="section" gap="medium" aria-labelledby={headingId}>
      <Text as={`h${headingLevel}`} id={headingId} size="large" weight="semibold">
        {messages.title}
      </Text>
      <DropZone
        message={messages.dropFiles}
        description={
          <>
            {messages.supportedFormats} {messages.maxSize(maxMegabytes)}
          </>
        }
        buttonLabel={messages.addMedia}
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple
        isDisabled={isDisabled}
        onFiles={onFilesChosen}
        onFilesRejected={onFilesChosen}
      />
      <RefusedFiles refusals={refusals} onDismiss={onDismissRefusal} />
      <GridList
        aria-labelledby={headingId}
        aria-describedby={items.length > 1 ? hintId : undefined}
        variant="plain"
        items={items}
        // The rows show more than their item: without these the list keeps each row as first drawn.
        dependencies={[uploads, sources]}
        keyboardNavigationBehavior="tab"
        dragAndDropHooks={dragAndDropHooks}
        emptyMessage={messages.empty}
      >
        {(item) => (
          <MediaItemRow
            item={item}
            upload={uploads[item.id]}
            source={sources[item.id]}
            onToggleFeatured={onToggleFeatured}
            onDescriptionChange={onDescriptionChange}
            onRemove={onRemove}
            onRetry={onRetry}
          />
        )}
      </GridList>
      {items.length > 1 ? (
        <Text id={hintId} size="small" tone="muted">
          {messages.reorderHint}
        </Text>
      ) : null}
    </Stack>
  );
}
