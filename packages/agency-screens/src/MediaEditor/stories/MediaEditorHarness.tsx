import { allMediaStored, toPropertyMedia, type AdditionalMediaItem } from '@marketplace/domain';
import { useState } from 'react';
import { MediaEditor, type MediaEditorProps } from '../MediaEditor';

/** Props of {@link MediaEditorHarness}. */
export interface MediaEditorHarnessProps extends Omit<MediaEditorProps, 'value' | 'onChange'> {
  /** The list the form starts from. @default [] */
  initialValue?: readonly AdditionalMediaItem[];
  /** Sees every list the editor hands back, as the form would. */
  onChange?: (value: AdditionalMediaItem[]) => void;
}

/**
 * The connected editor as a form holds it: the list in the form's state, and under it what the form
 * would send (propertyMedia), so a story or test can see the value, not only the screen.
 */
export function MediaEditorHarness({ initialValue = [], onChange, ...props }: MediaEditorHarnessProps) {
  const [value, setValue] = useState<readonly AdditionalMediaItem[]>(initialValue);
  return (
    <>
      <MediaEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="propertyMedia" data-all-stored={allMediaStored(value)} hidden>
        {JSON.stringify(toPropertyMedia(value))}
      </output>
    </>
  );
}
