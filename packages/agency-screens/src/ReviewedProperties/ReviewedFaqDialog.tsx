import type { Property } from '@marketplace/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePropertyCardMessages } from '../messages';

// The FAQ dialog's code (its list, form and counters) loads on the first Manage FAQs, not with the list.
const FaqDialog = lazy(async () => ({ default: (await import('../FaqDialog')).FaqDialog }));

/** The property whose FAQs are open and the handlers a card's Manage FAQs needs. */
export interface ReviewedFaqs {
  readonly onOpenFaqs: (property: Property) => void;
  /** The dialog, once a card asked for it; nothing before. */
  readonly dialog: ReactNode;
}

/** Manage FAQs on a public listing's card opens the FAQ dialog (spec 3 sections 2.9, 2.10), loaded on first use. */
export function useReviewedFaqs(): ReviewedFaqs {
  const messages = usePropertyCardMessages();
  const [open, setOpen] = useState<{ property: Property; isOpen: boolean } | null>(null);
  const dialog = open ? (
    <Suspense fallback={null}>
      <FaqDialog
        propertyId={open.property.id}
        propertyName={open.property.name?.trim() || messages.untitled}
        isOpen={open.isOpen}
        onClose={() => setOpen({ ...open, isOpen: false })}
      />
    </Suspense>
  ) : null;
  return { onOpenFaqs: (property) => setOpen({ property, isOpen: true }), dialog };
}
