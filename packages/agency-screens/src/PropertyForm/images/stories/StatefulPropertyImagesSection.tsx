import type { PropertyImageSlotName } from '@marketplace/domain';
import { useState } from 'react';
import { PropertyImagesSection, type PropertyImagesSectionProps } from '../PropertyImagesSection';

/** The section with its values and files held here, as the property form holds them; the callbacks are still reported. */
export function StatefulPropertyImagesSection(props: PropertyImagesSectionProps) {
  const [value, setValue] = useState(props.value);
  const [files, setFiles] = useState(props.files);
  return (
    <PropertyImagesSection
      {...props}
      value={value}
      files={files}
      onChoose={(slot, file, slotValue) => {
        props.onChoose(slot, file, slotValue);
        setValue((current) => ({ ...current, [slot]: slotValue }));
        setFiles((current) => ({ ...current, [slot]: file }));
      }}
      onRemove={(slot: PropertyImageSlotName) => {
        props.onRemove(slot);
        setValue((current) => ({ ...current, [slot]: { url: null, pendingFileName: null } }));
        setFiles((current) => ({ ...current, [slot]: undefined }));
      }}
    />
  );
}
