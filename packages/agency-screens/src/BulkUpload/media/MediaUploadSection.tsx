import type { UploadedMediaItem } from '@marketplace/domain';
import { DropZone, EmptyState, Icon } from '@marketplace/ui';
import { useId } from 'react';
import { mediaAcceptedFileTypes, mediaUploadMaxMegabytes } from './mediaFileTypes';
import * as styles from './MediaUploadSection.css';
import type { MediaUploadProgressItem } from './mediaUploadProgress';
import { MediaUploadProgressList } from './MediaUploadProgressList';
import { UploadedMediaRow } from './UploadedMediaRow';
import { useBulkUploadMessages } from '../../messages';

/** Props of {@link MediaUploadSection}; `useMediaUploads()` returns them all but `isDisabled`. */
export interface MediaUploadSectionProps {
  /** The generated URLs, newest first. */
  items: readonly UploadedMediaItem[];
  /** The files on their way. */
  uploads: readonly MediaUploadProgressItem[];
  /** The item whose Copy URL button reads 'Copied!'; the caller clears it after 2 s. @default null */
  copiedId?: string | null;
  /**
   * Called with the files chosen or dropped, one call per choice. Files of other types come through
   * too (in a call of their own), so the caller's validator can say why it refuses them.
   */
  onFilesChosen: (files: File[]) => void;
  /** Cancel on an upload, with its id. */
  onCancelUpload: (id: string) => void;
  /** Copy URL; the caller writes the clipboard and then sets `copiedId`. */
  onCopy: (item: UploadedMediaItem) => void;
  /** Remove on an item; the caller takes it out of `items`. */
  onRemove: (item: UploadedMediaItem) => void;
  /** Refuses new files (the list stays usable). @default false */
  isDisabled?: boolean;
}

/**
 * The media section of Bulk Upload Properties (spec 1 section 2.2): Upload Media for images and
 * videos, one or many at once (also by drag and drop), each upload with its own progress; the
 * generated URLs with Copy URL and remove; the hint naming the CSV columns that take them.
 */
export function MediaUploadSection({
  items,
  uploads,
  copiedId = null,
  onFilesChosen,
  onCancelUpload,
  onCopy,
  onRemove,
  isDisabled = false,
}: MediaUploadSectionProps) {
  const messages = useBulkUploadMessages().media;
  const headingId = useId();
  const listHeadingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {messages.title}
      </h2>
      <DropZone
        message={messages.dropHint}
        description={messages.acceptedTypes(mediaUploadMaxMegabytes)}
        buttonLabel={messages.uploadMedia}
        acceptedFileTypes={mediaAcceptedFileTypes}
        allowsMultiple
        isDisabled={isDisabled}
        onFiles={onFilesChosen}
        onFilesRejected={onFilesChosen}
      />
      <MediaUploadProgressList uploads={uploads} onCancelUpload={onCancelUpload} />
      <h3 id={listHeadingId} className={styles.subheading}>
        {messages.generatedUrls}
      </h3>
      {items.length === 0 ? (
        <EmptyState
          headingLevel={4}
          icon={<Icon name="image" />}
          title={messages.emptyTitle}
          description={messages.emptyDescription}
        />
      ) : (
        <ul aria-labelledby={listHeadingId} className={styles.plainList}>
          {items.map((item) => (
            <UploadedMediaRow key={item.id} item={item} isCopied={item.id === copiedId} onCopy={onCopy} onRemove={onRemove} />
          ))}
        </ul>
      )}
      <p className={styles.hint}>
        <Icon name="info" size="small" className={styles.hintIcon} />
        <span>{messages.hint}</span>
      </p>
    </section>
  );
}
