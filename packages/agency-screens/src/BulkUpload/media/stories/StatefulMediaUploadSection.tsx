import type { UploadedMediaItem } from '@marketplace/domain';
import { useState } from 'react';
import { MediaUploadSection, type MediaUploadSectionProps } from '../MediaUploadSection';
import { useCopiedIndicator } from '../useCopiedIndicator';

/**
 * The view with the state a story needs: Copy URL shows 'Copied!' for 2 s once the story's `onCopy`
 * settles (a rejection shows nothing, as a refused clipboard would), and Remove takes the item out.
 * Every callback still reaches the story's spies.
 */
export function StatefulMediaUploadSection(props: MediaUploadSectionProps) {
  const [items, setItems] = useState(props.items);
  const { copiedId, markCopied } = useCopiedIndicator();
  return (
    <MediaUploadSection
      {...props}
      items={items}
      copiedId={copiedId ?? props.copiedId}
      onCopy={(item: UploadedMediaItem) => {
        void Promise.resolve(props.onCopy(item)).then(
          () => markCopied(item.id),
          () => undefined,
        );
      }}
      onRemove={(item) => {
        props.onRemove(item);
        setItems((current) => current.filter((entry) => entry.id !== item.id));
      }}
    />
  );
}
