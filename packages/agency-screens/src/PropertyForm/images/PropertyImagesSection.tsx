import { propertyImageSlots, type PropertyImageSlot, type PropertyImageSlotName } from '@marketplace/domain';
import { Stack, Text } from '@marketplace/ui';
import { useId, type Ref } from 'react';
import type { PropertyImageRule } from './checkPropertyImage';
import { PropertyImageField } from './PropertyImageField';
import * as styles from './propertyImages.css';
import { usePropertyFormMessages, usePropertyImagesMessages } from '../../messages';

export type { PropertyImageRule } from './checkPropertyImage';

const asGiven = (path: string) => path;

export interface PropertyImagesSectionProps {
  /** The three slots as the form holds them. */
  value: Readonly<Record<PropertyImageSlotName, PropertyImageSlot>>;
  /** Files chosen and not uploaded yet, which the form keeps outside its values; each is previewed before its slot's saved URL. */
  files: Readonly<Partial<Record<PropertyImageSlotName, Blob>>>;
  /** Which slots show the asterisk: all three in the standalone and project-page form, the main image only in a project's detail form. */
  required: Readonly<Record<PropertyImageSlotName, boolean>>;
  /** The form's validation messages by slot, e.g. 'Master Plan Image is required.'. @default {} */
  errors?: Readonly<Partial<Record<PropertyImageSlotName, string>>>;
  /** 'create': jpeg, png, gif or webp by MIME type or extension; 'edit': image/jpeg, image/png or image/gif, with the edit form's message. Both at most 5 MB, not empty, and image bytes. */
  rule: PropertyImageRule;
  /** An accepted file for a slot, with the slot's new value (its saved URL kept, the file's name pending). Never called for a refused file. */
  onChoose: (slot: PropertyImageSlotName, file: File, slotValue: PropertyImageSlot) => void;
  /** Remove Image on a slot: the form empties the slot and drops its file. */
  onRemove: (slot: PropertyImageSlotName) => void;
  /** Where a saved path (`/api/media/{name}`) is loaded from, e.g. the property host in front of it. @default the path as given */
  resolveImageUrl?: (path: string) => string | undefined;
  /** No choosing or removing, e.g. while saving. @default false */
  isDisabled?: boolean;
  /** The level of the 'Property Images' heading, to fit the form. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Refs to each slot's group, which can take focus: pass react-hook-form's `field.ref` so a failed submit focuses the slot. @default {} */
  focusRefs?: Readonly<Partial<Record<PropertyImageSlotName, Ref<HTMLDivElement>>>>;
}

/**
 * The property form's Property Images section (spec 3 sections 2.6 and 5): Main Image, Floor Plan
 * Image and Layout Image, each previewed, chosen or dropped, checked (type, size, not empty, image
 * bytes) and removed. The form owns the values and the files; a refused file changes nothing but the
 * message beside its slot.
 */
export function PropertyImagesSection({
  value,
  files,
  required,
  errors = {},
  rule,
  onChoose,
  onRemove,
  resolveImageUrl = asGiven,
  isDisabled = false,
  headingLevel = 2,
  focusRefs = {},
}: PropertyImagesSectionProps) {
  const messages = usePropertyImagesMessages();
  const form = usePropertyFormMessages();
  const headingId = useId();
  return (
    <Stack as="section" gap="large" aria-labelledby={headingId}>
      <Text as={`h${headingLevel}`} id={headingId} size="large" weight="semibold">
        {messages.title}
      </Text>
      <div className={styles.slots}>
        {propertyImageSlots.map((slot) => (
          <PropertyImageField
            key={slot}
            label={form.fields[slot]}
            value={value[slot]}
            file={files[slot]}
            isRequired={required[slot]}
            error={errors[slot]}
            rule={rule}
            resolveImageUrl={resolveImageUrl}
            isDisabled={isDisabled}
            onChoose={(file) => onChoose(slot, file, { url: value[slot].url, pendingFileName: file.name })}
            onRemove={() => onRemove(slot)}
            focusRef={focusRefs[slot]}
          />
        ))}
      </div>
    </Stack>
  );
}
