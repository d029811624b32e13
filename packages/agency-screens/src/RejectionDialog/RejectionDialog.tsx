import { RejectionDialogView } from './RejectionDialogView';
import { useRejectionDialog, type RejectionDialogOptions } from './useRejectionDialog';

export interface RejectionDialogProps extends RejectionDialogOptions {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Cancel, Escape, a click outside, or the rejection done. */
  onClose: () => void;
}

function OpenRejectionDialog({ isOpen, onClose, ...options }: RejectionDialogProps) {
  return <RejectionDialogView {...useRejectionDialog(options)} isOpen={isOpen} onClose={onClose} />;
}

/**
 * The rejection dialog of a property card whose context rejects (spec 3 section 2.11): the review
 * lists of this package do not (section 2.9), an admin's or a developer's review screen would.
 */
export function RejectionDialog(props: RejectionDialogProps) {
  // Mounted only while open, so an earlier failure's message does not greet the next opening.
  return props.isOpen ? <OpenRejectionDialog {...props} /> : null;
}
