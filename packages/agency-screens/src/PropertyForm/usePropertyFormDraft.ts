import { fromPropertyMedia, toPropertyMedia, withProjectLockedValues, type LocationHighlightDraft, type Project } from '@marketplace/domain';
import { useCallback, useEffect } from 'react';
import type { DraftStorage, PropertyDraftTarget } from './draft/propertyDraft';
import { useLeaveGuard, type LeaveGuard } from './draft/useLeaveGuard';
import { usePropertyDraftKeeper, type PropertyDraftKeeper } from './draft/usePropertyDraftKeeper';
import type { PropertyFormState } from './usePropertyFormState';

export interface PropertyFormDraftOptions {
  readonly state: PropertyFormState;
  readonly target: PropertyDraftTarget;
  readonly storage?: DraftStorage | null;
  /** A unit's project: a restored draft takes the project's locked values, whatever it held. */
  readonly project?: Project | null;
}

export interface PropertyFormDraft {
  readonly keeper: PropertyDraftKeeper;
  readonly guard: LeaveGuard;
  readonly isDirty: boolean;
  /** Puts the offered draft into the form. */
  readonly restore: () => void;
}

/** A kept highlight back in the editor: only entries with an id can be edited or removed there. */
function draftHighlights(kept: readonly { readonly id?: number | null }[]): LocationHighlightDraft[] {
  return kept.filter((highlight): highlight is LocationHighlightDraft => typeof highlight.id === 'number');
}

/**
 * The form's draft and exits (issue 17): every change is kept in session storage after a pause,
 * a failed save keeps it at once, a successful one clears it; a draft found on opening is offered
 * back; leaving with unsaved changes asks first (the browser, the host's router and the form's own
 * Cancel / Back to Projects).
 */
export function usePropertyFormDraft({ state, target, storage, project }: PropertyFormDraftOptions): PropertyFormDraft {
  const { form, highlights, media, paymentPlans, files, listsChanged } = state;
  const isDirty = form.formState.isDirty || listsChanged || Object.keys(files).length > 0;
  const { getValues, watch } = form;
  const snapshot = useCallback(
    () => ({ values: getValues(), locationHighlights: highlights, propertyMedia: toPropertyMedia(media), paymentPlans }),
    [getValues, highlights, media, paymentPlans],
  );
  const keeper = usePropertyDraftKeeper({ target, storage, isDirty, snapshot });
  const guard = useLeaveGuard(isDirty);
  const { schedule } = keeper;

  useEffect(() => {
    const subscription = watch(() => schedule());
    return () => subscription.unsubscribe();
  }, [schedule, watch]);
  useEffect(() => {
    if (listsChanged) schedule();
  }, [highlights, media, paymentPlans, listsChanged, schedule]);

  const { restore: restoreForm } = state;
  const { restore: takeDraft } = keeper;
  const restore = useCallback(() => {
    const draft = takeDraft();
    if (!draft) return;
    restoreForm(project ? withProjectLockedValues(draft.values, project) : draft.values, {
      locationHighlights: draftHighlights(draft.locationHighlights),
      media: fromPropertyMedia(draft.propertyMedia),
      paymentPlans: [...draft.paymentPlans],
    });
  }, [project, restoreForm, takeDraft]);

  return { keeper, guard, isDirty, restore };
}
