import type { AdditionalMediaItem } from '@marketplace/domain';
import { memo } from 'react';
import { Badge, Checkbox, DragHandle, GridListItem, IconButton, Stack, Text, TextField } from '@marketplace/ui';
import type { MediaUploadState } from '../mediaEditorTypes';
import * as styles from '../MediaEditorView.css';
import { MediaPreview } from './MediaPreview';
import { MediaUploadStatus } from './MediaUploadStatus';
import { useAdditionalMediaMessages } from '../../messages';

/** Props of {@link MediaItemRow}. */
export interface MediaItemRowProps {
  item: AdditionalMediaItem;
  upload: MediaUploadState | undefined;
  source: string | undefined;
  onToggleFeatured: (id: string) => void;
  onDescriptionChange: (id: string, text: string) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
}

/**
 * One file of the editor: its handle, thumbnail, name and kind, upload state, description, featured
 * mark and Remove. Memoised: a progress tick of one upload re-renders its row, not thirty.
 */
export const MediaItemRow = memo(function MediaItemRow({ item, upload, source, onToggleFeatured, onDescriptionChange, onRemove, onRetry }: MediaItemRowProps) {
  const messages = useAdditionalMediaMessages();
  const kindLabel = messages.mediaTypes[item.kind === 'video' ? 2 : 1];
  return (
    <GridListItem id={item.id} textValue={item.name}>
      <div className={styles.row}>
        <span className={styles.narrowArea.handle}>
          <DragHandle />
        </span>
        <span className={styles.narrowArea.preview}>
          <MediaPreview kind={item.kind} source={source} />
        </span>
        <Stack gap="small" className={styles.narrowArea.body}>
          <Stack direction="row" gap="small">
            <Text weight="semibold" dir="auto" className={styles.fileName} title={item.name}>
              {item.name}
            </Text>
            <Badge tone="neutral">{kindLabel}</Badge>
            {item.isFeatured ? <Badge tone="primary">{messages.featured}</Badge> : null}
          </Stack>
          {item.url === null ? <MediaUploadStatus fileName={item.name} upload={upload} onRetry={() => onRetry(item.id)} /> : null}
          <TextField
            label={messages.descriptionLabel}
            placeholder={messages.descriptionPlaceholder}
            value={item.description}
            onChange={(text) => onDescriptionChange(item.id, text)}
          />
          <Checkbox isSelected={item.isFeatured} onChange={() => onToggleFeatured(item.id)}>
            {messages.markFeatured}
          </Checkbox>
        </Stack>
        <span className={styles.narrowArea.remove}>
          <IconButton icon="trash" variant="ghost" label={messages.removeItem(item.name)} onPress={() => onRemove(item.id)} />
        </span>
      </div>
    </GridListItem>
  );
})
