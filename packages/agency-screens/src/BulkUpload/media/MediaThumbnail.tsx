import type { UploadedMediaItem } from '@marketplace/domain';
import { Icon, Image } from '@marketplace/ui';
import { isVideoMedia } from './mediaFileTypes';
import * as styles from './UploadedMediaRow.css';

/**
 * A small picture of an uploaded image (a neutral placeholder when it fails to load), or a video
 * glyph. Decorative: the file name and kind are written beside it.
 */
export function MediaThumbnail({ item }: { item: Pick<UploadedMediaItem, 'name' | 'type' | 'url'> }) {
  if (isVideoMedia(item)) {
    return (
      <span className={styles.videoThumbnail} aria-hidden="true">
        <Icon name="video" className={styles.videoGlyph} />
      </span>
    );
  }
  return <Image src={item.url} alt="" fit="cover" loading="lazy" className={styles.thumbnail} />;
}
