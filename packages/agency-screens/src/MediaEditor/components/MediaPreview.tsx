import type { MediaKind } from '@marketplace/domain';
import { Icon, Image, useImageSourceFilter } from '@marketplace/ui';
import { useState } from 'react';
import * as styles from '../MediaEditorView.css';

/** Props of {@link MediaPreview}. */
export interface MediaPreviewProps {
  kind: MediaKind;
  /** Where the picture or video is read from (a local preview or the stored file); none shows the kind's icon. */
  source?: string;
}

/**
 * A thumbnail: the picture itself, or a video's frame at 0.1 s as its poster (the `#t` media fragment,
 * metadata only, no sound). A video the browser cannot decode (AVI, WMV, often MKV) shows the video
 * icon instead, and so does a video from a host the picture policy does not allow (a request there would
 * tell that host who looked, as a tracking picture does). Decorative: the file's name and kind are written beside it.
 */
export function MediaPreview({ kind, source: requested }: MediaPreviewProps) {
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const allowedSource = useImageSourceFilter();
  // Image applies the policy itself; a video's address goes through the same filter.
  const source = kind === 'image' ? requested : allowedSource(requested);
  const icon = (
    <span className={styles.preview} aria-hidden="true">
      <Icon name={kind === 'video' ? 'video' : 'image'} />
    </span>
  );
  if (!source || failedSource === source) return icon;
  if (kind === 'image') {
    return (
      <span className={styles.preview} aria-hidden="true">
        <Image src={source} alt="" fit="cover" loading="lazy" className={styles.previewMedia} />
      </span>
    );
  }
  return (
    <span className={styles.preview} aria-hidden="true">
      <video
        src={`${source}#t=0.1`}
        preload="metadata"
        muted
        playsInline
        tabIndex={-1}
        className={styles.previewMedia}
        onError={() => setFailedSource(source)}
      />
    </span>
  );
}
