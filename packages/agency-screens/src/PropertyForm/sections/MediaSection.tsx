import type { AdditionalMediaItem } from '@marketplace/domain';
import { FormSection } from './FormSection';
import { MediaEditor } from '../../MediaEditor/MediaEditor';
import { usePropertyFormMessages } from '../../messages';

export interface MediaSectionProps {
  value: readonly AdditionalMediaItem[];
  onChange: (value: AdditionalMediaItem[]) => void;
}

/** Section 5 (spec 3 section 2.6, 'not shown in detail'): the additional media editor, uploading as files are chosen. */
export function MediaSection({ value, onChange }: MediaSectionProps) {
  const messages = usePropertyFormMessages();
  return (
    <FormSection title={messages.sections.media}>
      <MediaEditor value={value} onChange={onChange} headingLevel={3} />
    </FormSection>
  );
}
