import type { Faq, FaqDraftText } from '@marketplace/domain';

/** A message of the dialog after a call: it vanishes after 5 seconds (spec 3 sections 4 and 9). */
export interface FaqNotice {
  /** Changes with each message, so a repeated message starts its 5 seconds again. */
  readonly id: number;
  readonly tone: 'success' | 'error';
  readonly text: string;
}

export interface FaqDialogViewProps {
  /** The property's name, in the title 'Property FAQs - {name}'. */
  propertyName: string;
  /** Whether the dialog is open. Closing it resets the tabs, the form and the confirmations. */
  isOpen: boolean;
  /** Close, Escape or a click outside. */
  onClose: () => void;
  /** The property's FAQs; undefined until the first answer. */
  faqs: readonly Faq[] | undefined;
  /** The first load runs: 'Loading FAQs...'. */
  isLoading: boolean;
  /** Why the FAQs could not be loaded, or null. */
  loadError: string | null;
  /** Loads the FAQs again after a failure. */
  onRetry: () => void;
  /** The last call's success or error message, or null. */
  notice: FaqNotice | null;
  /** The notice's 5 seconds are over. */
  onNoticeClear: () => void;
  /** Adds an FAQ; resolves true once saved, false when the call failed (the form keeps the text). */
  onCreate: (draft: FaqDraftText) => Promise<boolean>;
  /** Saves an FAQ after the user confirmed; resolves true once saved, false when the call failed. */
  onUpdate: (id: number, draft: FaqDraftText) => Promise<boolean>;
  /** Deletes an FAQ after the user confirmed; resolves true once deleted, false when the call failed. */
  onDelete: (id: number) => Promise<boolean>;
}
