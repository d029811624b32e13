import { imageFileExtensions, imageLimits, imageMimeTypes, megabytes, type PropertyImageSlot } from '@marketplace/domain';
import { Button, DropZone, Image, Text } from '@marketplace/ui';
import { useId, type Ref } from 'react';
import type { PropertyImageRule } from './checkPropertyImage';
import { useObjectUrl } from './useObjectUrl';
import { usePropertyImageChoice } from './usePropertyImageChoice';
import * as styles from './propertyImages.css';
import { usePropertyFormMessages, usePropertyImagesMessages } from '../../messages';

// What the file chooser offers: the create form's four types by MIME type or extension, the edit form's three MIME types.
const chooserTypes: Record<PropertyImageRule, readonly string[]> = {
  create: [...imageMimeTypes, ...imageFileExtensions.map((extension) => `.${extension}`)],
  edit: ['image/jpeg', 'image/png', 'image/gif'],
};

const maxMegabytes = imageLimits.propertyImageMaxBytes / megabytes(1);

export interface PropertyImageFieldProps {
  /** The slot's name, e.g. 'Main Image'. */
  label: string;
  /** The slot's value in the form. */
  value: PropertyImageSlot;
  /** The chosen file, not uploaded yet; previewed before the saved URL. */
  file: Blob | undefined;
  /** Shows the asterisk. */
  isRequired: boolean;
  /** The form's validation message for the slot. */
  error: string | undefined;
  rule: PropertyImageRule;
  /** Where a saved path is loaded from. */
  resolveImageUrl: (path: string) => string | undefined;
  isDisabled: boolean;
  /** An accepted file. */
  onChoose: (file: File) => void;
  onRemove: () => void;
  /** Takes the slot's group, which can take focus, e.g. react-hook-form's `field.ref` so a failed submit focuses the slot. */
  focusRef?: Ref<HTMLDivElement>;
}

/**
 * One property image: its preview (the chosen file, else the saved image, else nothing; a picture
 * that does not load gives the placeholder), a drop target with Choose or Change Image, Remove, and
 * the message of a refused file or of the form.
 */
export function PropertyImageField({ label, value, file, isRequired, error, rule, resolveImageUrl, isDisabled, onChoose, onRemove, focusRef }: PropertyImageFieldProps) {
  const form = usePropertyFormMessages();
  const messages = usePropertyImagesMessages();
  const { refusal, choose, clearRefusal } = usePropertyImageChoice(rule, onChoose);
  const labelId = useId();
  const refusalId = useId();
  const errorId = useId();
  const preview = useObjectUrl(file);
  const savedUrl = value.url?.trim() ? resolveImageUrl(value.url.trim()) : undefined;
  const source = preview ?? savedUrl;
  const holdsImage = source !== undefined || value.pendingFileName !== null;
  const describedBy = [refusal ? refusalId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const takeFirst = (files: File[]) => {
    const first = files[0];
    if (first) void choose(first);
  };

  return (
    // Focusable by script only (tabIndex -1): a failed submit brings the user here, to the slot's name and message.
    <div ref={focusRef} tabIndex={-1} role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={styles.slot}>
      <Text as="span" id={labelId} size="small" weight="semibold">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            {form.requiredMark}
          </span>
        ) : null}
      </Text>
      {holdsImage ? <Image src={source} alt={form.images.preview(label)} aspectRatio="4 / 3" className={styles.preview} /> : null}
      {file && value.pendingFileName ? (
        <Text size="xsmall" tone="muted" className={styles.fileName}>
          {messages.pendingUpload(value.pendingFileName)}
        </Text>
      ) : null}
      <DropZone
        message={messages.dropImage(label)}
        description={rule === 'edit' ? messages.editHint(maxMegabytes) : form.images.hint(maxMegabytes)}
        buttonLabel={holdsImage ? form.images.change : form.images.choose}
        acceptedFileTypes={chooserTypes[rule]}
        isDisabled={isDisabled}
        onFiles={takeFirst}
        // A dropped file of another type gets the rule's message rather than silence.
        onFilesRejected={takeFirst}
      />
      {refusal ? (
        <Text id={refusalId} role="alert" size="xsmall" tone="danger">
          {refusal}
        </Text>
      ) : null}
      {error ? (
        <Text id={errorId} size="xsmall" tone="danger">
          {error}
        </Text>
      ) : null}
      {holdsImage ? (
        <Button
          variant="secondary"
          size="small"
          className={styles.removeButton}
          isDisabled={isDisabled}
          onPress={() => {
            clearRefusal();
            onRemove();
          }}
        >
          {form.images.remove}
        </Button>
      ) : null}
    </div>
  );
}
