import { propertyImageSlots, type PropertyFormKind, type PropertyFormValues, type PropertyImageSlotName } from '@marketplace/domain';
import { useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Card } from '@marketplace/ui';
import { PropertyImagesSection } from '../images/PropertyImagesSection';

export interface ImagesSectionProps {
  kind: PropertyFormKind;
  mode: 'create' | 'edit';
  files: Partial<Record<PropertyImageSlotName, Blob>>;
  onChoose: (slot: PropertyImageSlotName, file: File) => void;
  onRemove: (slot: PropertyImageSlotName) => void;
  resolveImageUrl?: (path: string) => string | undefined;
}

/**
 * Section 4 (spec 3 section 2.6): the three images bound to the form. The standalone and project
 * page form require all three; a project's detail form only the main image (spec 3 section 5). The
 * edit form takes JPG, PNG or GIF only (spec 3 section 5, edit form image pick).
 */
export function ImagesSection({ kind, mode, files, onChoose, onRemove, resolveImageUrl }: ImagesSectionProps) {
  const { control } = useFormContext<PropertyFormValues>();
  const [mainImage, floorPlanImage, layoutImage] = useWatch({ control, name: ['mainImage', 'floorPlanImage', 'layoutImage'] });
  const { errors } = useFormState({ control, name: [...propertyImageSlots] });
  const slotErrors = Object.fromEntries(propertyImageSlots.map((slot) => [slot, errors[slot]?.message])) as Partial<Record<PropertyImageSlotName, string>>;
  const required = useMemo(() => ({ mainImage: true, floorPlanImage: kind === 'standalone', layoutImage: kind === 'standalone' }), [kind]);
  return (
    // The images part names itself ('Property Images'), so its card carries no second title.
    <Card padding="large">
      <PropertyImagesSection
        value={{ mainImage, floorPlanImage, layoutImage }}
        files={files}
        required={required}
        errors={slotErrors}
        rule={mode}
        onChoose={(slot, file) => onChoose(slot, file)}
        onRemove={onRemove}
        resolveImageUrl={resolveImageUrl}
        headingLevel={2}
      />
    </Card>
  );
}
