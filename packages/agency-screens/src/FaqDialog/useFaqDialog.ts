import { useCreateFaq, useDeleteFaq, useFaqs, useUpdateFaq } from '@marketplace/api-client';
import { faqErrorMessage, type FaqAction, type FaqDraftText } from '@marketplace/domain';
import { useCallback, useRef, useState } from 'react';
import { useFaqMessages } from '../messages';
import type { FaqDialogViewProps, FaqNotice } from './faqDialogViewProps';

export interface FaqDialogOptions {
  /** The property whose FAQs are shown (the FAQs' `itemId`). */
  propertyId: number;
  /** Whether the dialog is open: the FAQs load on opening (spec 3 section 4), never while closed. */
  isOpen: boolean;
}

type FaqDialogData = Omit<FaqDialogViewProps, 'propertyName' | 'isOpen' | 'onClose'>;

/** A property's FAQs and their calls, as the FAQ dialog's props; messages per spec 3 section 8. */
export function useFaqDialog({ propertyId, isOpen }: FaqDialogOptions): FaqDialogData {
  const messages = useFaqMessages();
  const faqs = useFaqs(isOpen ? propertyId : null);
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  const [notice, setNotice] = useState<FaqNotice | null>(null);
  const nextNoticeId = useRef(0);

  // On close, state resets (spec 3 section 4): a message does not greet the next opening.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setNotice(null);
  }

  const report = useCallback((tone: FaqNotice['tone'], text: string) => {
    nextNoticeId.current += 1;
    setNotice({ id: nextNoticeId.current, tone, text });
  }, []);

  const run = useCallback(
    async (action: Exclude<FaqAction, 'load'>, success: string, call: () => Promise<unknown>): Promise<boolean> => {
      try {
        await call();
        report('success', success);
        return true;
      } catch {
        report('error', faqErrorMessage(action, messages));
        return false;
      }
    },
    [messages, report],
  );

  return {
    faqs: faqs.data,
    isLoading: faqs.isLoading,
    loadError: faqs.error ? faqErrorMessage('load', messages) : null,
    onRetry: () => void faqs.mutate(),
    notice,
    onNoticeClear: () => setNotice(null),
    onCreate: (draft: FaqDraftText) => run('create', messages.created, () => create.trigger({ propertyId, ...draft })),
    onUpdate: (id: number, draft: FaqDraftText) => run('update', messages.updated, () => update.trigger({ id, ...draft })),
    onDelete: (id: number) => run('delete', messages.deleted, () => remove.trigger(id)),
  };
}
