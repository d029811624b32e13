import type { UploadedMediaItem } from '@marketplace/domain';
import { Button, Card, Icon, IconButton, Text } from '@marketplace/ui';
import { useId } from 'react';
import { formatFileSize } from './formatFileSize';
import { isVideoMedia } from './mediaFileTypes';
import { MediaThumbnail } from './MediaThumbnail';
import * as styles from './UploadedMediaRow.css';
import { useBulkUploadMessages } from '../../messages';
import { useNumberText } from '../../shared/useIntlFormats';

/** Props of {@link UploadedMediaRow}. */
export interface UploadedMediaRowProps {
  item: UploadedMediaItem;
  /** Whether the Copy URL button reads 'Copied!'. @default false */
  isCopied?: boolean;
  onCopy: (item: UploadedMediaItem) => void;
  onRemove: (item: UploadedMediaItem) => void;
}

/**
 * One generated URL: thumbnail, file name, kind and size, the URL as selectable text, Copy URL and
 * Remove. The row is a group named by the file, and Copy URL is described by it, so a screen reader
 * hears which of the many Copy URL buttons it is on.
 */
export function UploadedMediaRow({ item, isCopied = false, onCopy, onRemove }: UploadedMediaRowProps) {
  const messages = useBulkUploadMessages().media;
  const oneDecimal = useNumberText('oneDecimal');
  const nameId = useId();
  const kind = isVideoMedia(item) ? messages.kinds.video : messages.kinds.image;
  return (
    <Card as="li" padding="small">
      <div role="group" aria-labelledby={nameId} className={styles.row}>
        <MediaThumbnail item={item} />
        <div className={styles.details}>
          <p id={nameId} dir="auto" className={styles.name}>
            {item.name}
          </p>
          <Text size="small" tone="muted">
            {messages.itemFacts(kind, formatFileSize(item.size, messages.sizes, oneDecimal))}
          </Text>
          <code dir="ltr" className={styles.url}>
            {item.url}
          </code>
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            icon={<Icon name={isCopied ? 'check' : 'copy'} size="small" />}
            aria-describedby={nameId}
            onPress={() => onCopy(item)}
          >
            {isCopied ? messages.copied : messages.copyUrl}
          </Button>
          <IconButton icon="trash" variant="ghost" size="small" label={messages.removeItem(item.name)} onPress={() => onRemove(item)} />
        </div>
      </div>
    </Card>
  );
}
