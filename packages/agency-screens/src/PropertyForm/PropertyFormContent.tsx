import { Banner, Button, Skeleton, Stack } from '@marketplace/ui';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { PropertyFormFieldsContext } from './fields/propertyFormFields';
import type { Property, PropertyFormValues } from '@marketplace/domain';
import { DraftRestoreBanner } from './draft/DraftRestoreBanner';
import { LeaveConfirmDialog } from './draft/LeaveConfirmDialog';
import { usePropertyFormDraft } from './usePropertyFormDraft';
import type { PropertyFormViewProps } from './propertyFormViewProps';
import { BasicInformationSection } from './sections/BasicInformationSection';
import { HighlightsSection } from './sections/HighlightsSection';
import { ImagesSection } from './sections/ImagesSection';
import { MediaSection } from './sections/MediaSection';
import { PaymentPlanSection } from './sections/PaymentPlanSection';
import { PropertyDetailsSection } from './sections/PropertyDetailsSection';
import { QualityAside } from './sections/QualityAside';
import { usePropertyFormState } from './usePropertyFormState';
import { usePropertyEditMessages, usePropertyFormMessages } from '../messages';
import * as styles from './propertyForm.css';

const noLockedFields: PropertyFormViewProps['lockedFields'] = [];

/** Notices clear after 3 seconds (spec 3 section 4: form message banners). */
const noticeMs = 3000;

/** The view's props once the values the form starts from are known. */
export type PropertyFormContentProps = PropertyFormViewProps & { initialValues: PropertyFormValues };

/**
 * The form itself (spec 3 sections 2.6 and 5): the sections of the spec in order, the
 * listing-quality panel beside them, and the submit row. The draft, the chosen files and the lists
 * are its own state; it mounts once its starting values are known.
 */
export function PropertyFormContent(props: PropertyFormContentProps) {
  const { mode, lookups, categories, onPropertyTypeChange, isSaving, onCancel, projectPart, geocoder, mapStyle } = props;
  const messages = usePropertyFormMessages();
  const editMessages = usePropertyEditMessages();
  const [saved, setSaved] = useState<Property | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const state = usePropertyFormState({ ...props, formRef, onSaved: setSaved, onFailedSave: () => draft.keeper.keepNow() });
  const draft = usePropertyFormDraft({ state, target: props.draftTarget, storage: props.draftStorage, project: projectPart?.project });
  const handOver = useEffectEvent((property: Property) => {
    draft.keeper.clear();
    props.onSaved?.(property);
  });
  useEffect(() => {
    // After the commit that released the form's hold on leaving, so the host can navigate unasked.
    if (saved) handOver(saved);
  }, [saved]);
  const locked = useMemo(() => new Set(props.lockedFields ?? noLockedFields), [props.lockedFields]);
  const [latitude, longitude] = useWatch({ control: state.form.control, name: ['latitude', 'longitude'] });
  const centre = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const inProject = projectPart != null;

  const submitLabel = mode === 'edit' ? editMessages.submit : inProject ? messages.submitInProject : messages.submit;
  const cancelLabel = mode === 'edit' ? editMessages.cancel : inProject ? messages.backToProjects : messages.cancel;

  return (
    <FormProvider {...state.form}>
      <PropertyFormFieldsContext.Provider value={{ locked }}>
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <QualityAside />
          </aside>
          <Stack gap="large" className={styles.main}>
            {draft.keeper.offered ? (
              <DraftRestoreBanner savedAt={draft.keeper.offered.savedAt} onRestore={draft.restore} onDiscard={draft.keeper.discard} />
            ) : null}
            <form ref={formRef} noValidate onSubmit={(event) => void state.submit(event)} aria-label={mode === 'edit' ? messages.editTitle : messages.addTitle}>
              <Stack gap="xlarge">
                <BasicInformationSection geocoder={geocoder} mapStyle={mapStyle} />
                {lookups ? (
                  <PropertyDetailsSection lookups={lookups} categories={categories} onPropertyTypeChange={onPropertyTypeChange} />
                ) : (
                  <Skeleton height="16rem" />
                )}
                {mode === 'edit' && centre === null ? null : (
                  <HighlightsSection
                    value={state.highlights}
                    onChange={state.setHighlights}
                    projectHighlights={projectPart?.highlights ?? []}
                    centre={centre}
                    mapStyle={mapStyle}
                  />
                )}
                <ImagesSection
                  kind={props.kind}
                  mode={mode}
                  files={state.files}
                  onChoose={state.chooseImage}
                  onRemove={state.removeImage}
                  resolveImageUrl={props.resolveImageUrl}
                />
                <MediaSection value={state.media} onChange={state.setMedia} />
                <PaymentPlanSection value={state.paymentPlans} onChange={state.setPaymentPlans} />
                {state.notice ? (
                  <Banner key={state.notice.id} tone={state.notice.tone === 'error' ? 'error' : 'success'} autoClearMs={noticeMs} onClear={state.clearNotice}>
                    {state.notice.text}
                  </Banner>
                ) : null}
                <div className={styles.actions}>
                  {onCancel ? (
                    <Button variant="secondary" onPress={() => draft.guard.confirmLeave(onCancel)} isDisabled={isSaving}>
                      {cancelLabel}
                    </Button>
                  ) : null}
                  <Button type="submit" variant="primary" isPending={isSaving} pendingLabel={messages.saving}>
                    {submitLabel}
                  </Button>
                </div>
              </Stack>
            </form>
          </Stack>
        </div>
        <LeaveConfirmDialog {...draft.guard.dialog} isDraftKept={draft.keeper.canKeep} hasUnkeptFiles={Object.keys(state.files).length > 0} />
      </PropertyFormFieldsContext.Provider>
    </FormProvider>
  );
}
