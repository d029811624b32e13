import type { Faq, FaqAction } from '@marketplace/domain';
import { faqErrorMessage } from '@marketplace/domain';
import { useRef, useState } from 'react';
import { useFaqMessages } from '../../messages';
import { FaqDialogView } from '../FaqDialogView';
import type { FaqDialogViewProps, FaqNotice } from '../faqDialogViewProps';

type Change = Exclude<FaqAction, 'load'>;

export interface StatefulFaqDialogViewProps extends Partial<FaqDialogViewProps> {
  /** The FAQs the dialog starts with; `faqs` instead shows a fixed list (loading, load error). */
  initialFaqs?: readonly Faq[];
  /** Calls that fail, as a server error would: the dialog shows the spec's message. */
  failing?: readonly Change[];
  /** Calls that never settle, to show the busy buttons. */
  hanging?: readonly Change[];
}

/**
 * The view with a list of its own, for stories and tests: adds, updates and deletes change that list,
 * and a failing or hanging call behaves as the connected dialog does. Never imported by the screen.
 */
export function StatefulFaqDialogView({ initialFaqs = [], failing = [], hanging = [], ...props }: StatefulFaqDialogViewProps) {
  const messages = useFaqMessages();
  const [faqs, setFaqs] = useState<readonly Faq[]>(initialFaqs);
  const [notice, setNotice] = useState<FaqNotice | null>(null);
  const nextId = useRef(Math.max(0, ...initialFaqs.map((faq) => faq.id)) + 1);

  async function run(change: Change, success: string, apply: () => void): Promise<boolean> {
    if (hanging.includes(change)) return new Promise<boolean>(() => undefined);
    await Promise.resolve();
    if (failing.includes(change)) {
      setNotice({ id: Date.now(), tone: 'error', text: faqErrorMessage(change, messages) });
      return false;
    }
    apply();
    setNotice({ id: Date.now(), tone: 'success', text: success });
    return true;
  }

  const stamp = '2026-11-28T10:00:00';
  return (
    <FaqDialogView
      propertyName="Marina Heights"
      isOpen
      onClose={() => undefined}
      isLoading={false}
      loadError={null}
      onRetry={() => undefined}
      notice={notice}
      onNoticeClear={() => setNotice(null)}
      faqs={faqs}
      onCreate={(draft) =>
        run('create', messages.created, () => {
          const itemId = initialFaqs[0]?.itemId ?? 1;
          const id = nextId.current++;
          setFaqs((list) => [...list, { id, faqType: 'PROPERTY', itemId, ...draft, created: stamp, updated: stamp }]);
        })
      }
      onUpdate={(id, draft) =>
        run('update', messages.updated, () => setFaqs((list) => list.map((faq) => (faq.id === id ? { ...faq, ...draft, updated: stamp } : faq))))
      }
      onDelete={(id) => run('delete', messages.deleted, () => setFaqs((list) => list.filter((faq) => faq.id !== id)))}
      {...props}
    />
  );
}
