import { Button, ProgressBar, Text } from '@marketplace/ui';
import type { MediaUploadState } from '../mediaEditorTypes';
import { useAdditionalMediaMessages } from '../../messages';

/** Props of {@link MediaUploadStatus}. */
export interface MediaUploadStatusProps {
  fileName: string;
  /** The upload's state; none for a file whose upload was lost (`url` still null). */
  upload: MediaUploadState | undefined;
  onRetry: () => void;
}

/**
 * Where a file stands until it is stored: waiting, a progress bar named by the file, or 'Upload
 * failed' with the reason and Retry (which sends the file kept since it was chosen).
 */
export function MediaUploadStatus({ fileName, upload, onRetry }: MediaUploadStatusProps) {
  const messages = useAdditionalMediaMessages();
  if (upload === undefined) {
    return (
      <Text size="small" tone="danger">
        {messages.notUploaded}
      </Text>
    );
  }
  switch (upload.status) {
    case 'queued':
      return (
        <Text size="small" tone="muted">
          {messages.queued}
        </Text>
      );
    case 'uploading':
      return <ProgressBar label={<bdi>{fileName}</bdi>} value={upload.percent} />;
    case 'failed':
      return (
        <div role="alert">
          <Text size="small" tone="danger" weight="semibold">
            {messages.uploadFailed}
          </Text>
          {upload.reason !== messages.uploadFailed ? (
            <Text size="small" tone="danger">
              {upload.reason}
            </Text>
          ) : null}
          <Button size="small" variant="secondary" aria-label={messages.retryItem(fileName)} onPress={onRetry}>
            {messages.retry}
          </Button>
        </div>
      );
  }
}
