import { FaqDialogView } from './FaqDialogView';
import { useFaqDialog, type FaqDialogOptions } from './useFaqDialog';

export interface FaqDialogProps extends FaqDialogOptions {
  /** The property's name, in the title 'Property FAQs - {name}'. */
  propertyName: string;
  /** Close, Escape or a click outside. */
  onClose: () => void;
}

/**
 * The FAQ dialog of a property, as a property card opens it (spec 3 section 2.10): it loads the
 * property's FAQs on opening and adds, updates and deletes them.
 */
export function FaqDialog({ propertyName, onClose, ...options }: FaqDialogProps) {
  return <FaqDialogView {...useFaqDialog(options)} propertyName={propertyName} isOpen={options.isOpen} onClose={onClose} />;
}
