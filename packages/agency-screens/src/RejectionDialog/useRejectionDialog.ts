import { useRejectProperty, useRejectPropertyAsDeveloper } from '@marketplace/api-client';
import { useState } from 'react';
import { useReviewListsMessages } from '../messages';
import type { RejectionDialogViewProps } from './RejectionDialogView';

/** Who rejects: the admin (PUT /api/property/reject/{id}) or the unit's developer (PUT /api/property/developer/reject/{id}). */
export type RejectionContext = 'admin' | 'developer';

export interface RejectionDialogOptions {
  /** The property to reject. */
  propertyId: number;
  /** Which of the two reject calls of spec 3 section 7 the dialog makes. */
  context: RejectionContext;
  /** The property was rejected (the dialog then closes). */
  onRejected?: () => void;
}

/** The rejection call of a context, as the rejection dialog's props; a failure reads 'Failed to reject property'. */
export function useRejectionDialog({ propertyId, context, onRejected }: RejectionDialogOptions): Pick<RejectionDialogViewProps, 'onReject' | 'errorMessage'> {
  const messages = useReviewListsMessages();
  const asAdmin = useRejectProperty();
  const asDeveloper = useRejectPropertyAsDeveloper();
  const [failed, setFailed] = useState(false);
  const reject = context === 'admin' ? asAdmin : asDeveloper;
  return {
    errorMessage: failed ? messages.rejectFailed : null,
    onReject: async (reason) => {
      setFailed(false);
      try {
        await reject.trigger({ id: propertyId, reason });
        onRejected?.();
        return true;
      } catch {
        setFailed(true);
        return false;
      }
    },
  };
}
