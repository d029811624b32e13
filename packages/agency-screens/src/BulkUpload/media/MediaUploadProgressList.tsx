import { IconButton, ProgressBar } from '@marketplace/ui';
import * as styles from './MediaUploadSection.css';
import type { MediaUploadProgressItem } from './mediaUploadProgress';
import { useBulkUploadMessages } from '../../messages';

/** Props of {@link MediaUploadProgressList}. */
export interface MediaUploadProgressListProps {
  uploads: readonly MediaUploadProgressItem[];
  onCancelUpload: (id: string) => void;
}

/** The files on their way, each with its own progress bar (named by the file) and Cancel. */
export function MediaUploadProgressList({ uploads, onCancelUpload }: MediaUploadProgressListProps) {
  const messages = useBulkUploadMessages().media;
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={messages.uploadsInProgress} className={styles.plainList}>
      {uploads.map((upload) => (
        <li key={upload.id} className={styles.progressRow}>
          <ProgressBar label={upload.name} value={upload.percent} className={styles.progressBar} />
          <IconButton icon="close" variant="ghost" size="small" label={messages.cancelUpload(upload.name)} onPress={() => onCancelUpload(upload.id)} />
        </li>
      ))}
    </ul>
  );
}
