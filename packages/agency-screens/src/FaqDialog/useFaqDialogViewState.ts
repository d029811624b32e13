import { faqDraftProblem, type Faq, type FaqDraftProblem, type FaqDraftText } from '@marketplace/domain';
import { useRef, useState } from 'react';
import type { FaqDialogViewProps } from './faqDialogViewProps';

/** The dialog's two tabs: the list, and the add or edit form. */
export type FaqDialogTab = 'all' | 'form';

const emptyDraft: FaqDraftText = { question: '', answer: '' };

type Calls = Pick<FaqDialogViewProps, 'onCreate' | 'onUpdate' | 'onDelete'>;

/**
 * What the open dialog keeps of its own: the tab, the FAQ being edited, the text typed, the problem
 * shown after a refused save and the confirmation open. It lives inside the dialog, so closing the
 * dialog drops it (spec 3 section 4: 'on close, state resets'). A failed save keeps the text.
 */
export function useFaqDialogViewState({ onCreate, onUpdate, onDelete }: Calls) {
  const [tab, setTab] = useState<FaqDialogTab>('all');
  const [editing, setEditing] = useState<Faq | null>(null);
  const [draft, setDraft] = useState<FaqDraftText>(emptyDraft);
  const [problem, setProblem] = useState<FaqDraftProblem | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [confirmingUpdate, setConfirmingUpdate] = useState(false);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  // A second press before React re-renders the pending button must not send a second request.
  const busy = useRef(false);

  const backToList = () => {
    setEditing(null);
    setDraft(emptyDraft);
    setProblem(null);
    setTab('all');
  };

  async function runOnce(call: () => Promise<boolean>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setIsSaving(true);
    try {
      if (await call()) backToList();
    } finally {
      busy.current = false;
      setIsSaving(false);
    }
  }

  return {
    tab,
    editing,
    draft,
    problem,
    isSaving,
    confirmingUpdate,
    deleting,
    selectTab: (next: FaqDialogTab) => setTab(next),
    startAdding: () => {
      setEditing(null);
      setDraft(emptyDraft);
      setProblem(null);
      setTab('form');
    },
    startEditing: (faq: Faq) => {
      setEditing(faq);
      setDraft({ question: faq.question, answer: faq.answer });
      setProblem(null);
      setTab('form');
    },
    changeDraft: (next: FaqDraftText) => {
      setDraft(next);
      setProblem(null);
    },
    cancelForm: backToList,
    /** Save pressed: a new FAQ is sent at once, a change only after the confirmation. */
    submit: () => {
      const refused = faqDraftProblem(draft);
      setProblem(refused);
      if (refused || busy.current) return;
      if (editing) setConfirmingUpdate(true);
      else void runOnce(() => onCreate(draft));
    },
    confirmUpdate: async () => {
      const target = editing;
      if (target) await runOnce(() => onUpdate(target.id, draft));
      setConfirmingUpdate(false);
    },
    cancelUpdate: () => setConfirmingUpdate(false),
    askDelete: (faq: Faq) => setDeleting(faq),
    confirmDelete: async () => {
      const target = deleting;
      if (target && !busy.current) {
        busy.current = true;
        try {
          // Deleting the FAQ being edited leaves nothing to edit.
          if ((await onDelete(target.id)) && editing?.id === target.id) backToList();
        } finally {
          busy.current = false;
        }
      }
      setDeleting(null);
    },
    cancelDelete: () => setDeleting(null),
  };
}

/** What the open dialog's parts read and call. */
export type FaqDialogViewState = ReturnType<typeof useFaqDialogViewState>;
