import type { Property } from '@marketplace/domain';
import { AlertDialog } from '@marketplace/ui';
import { useState } from 'react';
import { usePropertyCardMessages } from '../messages';
import { withIsolatedValue } from '../shared/withIsolatedValue';

export interface DeletePropertyDialogProps {
  /** The property to delete; null when closed. */
  readonly property: Property | null;
  /** Delete was confirmed: the caller removes the card at once and restores it if the server refuses. */
  readonly onConfirm: (property: Property) => void;
  readonly onClose: () => void;
}

/**
 * The spec's confirmation (spec 3 section 2.9): 'Are you sure?' and 'This action cannot be undone.
 * This will permanently delete the property "{name}" and remove it from the database.' Confirming
 * closes it at once (the delete is shown optimistically), so a second press cannot send it twice.
 */
export function DeletePropertyDialog({ property, onConfirm, onClose }: DeletePropertyDialogProps) {
  const messages = usePropertyCardMessages();
  const copy = messages.deleteDialog;
  // Keeps the name while the dialog animates out after `property` became null.
  const [shown, setShown] = useState(property);
  if (property !== null && property !== shown) setShown(property);
  const name = shown?.name?.trim() || messages.untitled;
  return (
    <AlertDialog
      isOpen={property !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={copy.title}
      tone="danger"
      confirmLabel={copy.confirm}
      cancelLabel={copy.cancel}
      onConfirm={() => {
        if (shown) onConfirm(shown);
      }}
    >
      <span>{withIsolatedValue(copy.body, name)}</span>
    </AlertDialog>
  );
}
