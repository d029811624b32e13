import type { Enquiry, EnquiryStatus, EnquiryViewState } from '@marketplace/domain';
import { useState } from 'react';
import { InquiryManagementView } from '../InquiryManagementView';
import type { InquiryManagementViewProps } from '../inquiryManagementViewProps';

/**
 * The view with just enough state for stories to be used: the view state follows its changes, a
 * status change or saved note shows in the list, and a rejected note save shows its message as
 * `noteErrors`. Every callback still reaches the story's spies.
 */
export function StatefulInquiryManagementView(props: InquiryManagementViewProps) {
  const [viewState, setViewState] = useState<EnquiryViewState>(props.viewState);
  const [enquiries, setEnquiries] = useState(props.enquiries);
  const [isSavingNote, setSavingNote] = useState(false);
  const [noteErrors, setNoteErrors] = useState<ReadonlyMap<number, string>>(() => props.noteErrors ?? new Map());

  const update = (id: number, patch: Partial<Enquiry>) =>
    setEnquiries((list) => list?.map((enquiry) => (enquiry.id === id ? { ...enquiry, ...patch } : enquiry)));

  return (
    <InquiryManagementView
      {...props}
      enquiries={enquiries}
      viewState={viewState}
      onViewStateChange={(next, options) => {
        props.onViewStateChange(next, options);
        setViewState(next);
      }}
      onReset={() => {
        props.onReset();
        setViewState((current) => ({ ...current, search: '', status: 'ALL' }));
      }}
      onStatusChange={(enquiry, status: EnquiryStatus) => {
        props.onStatusChange(enquiry, status);
        update(enquiry.id, { status });
      }}
      isSavingNote={isSavingNote || props.isSavingNote}
      noteErrors={noteErrors}
      onNoteSave={async (enquiry, note) => {
        setSavingNote(true);
        try {
          await props.onNoteSave(enquiry, note);
          setNoteErrors((errors) => new Map([...errors].filter(([id]) => id !== enquiry.id)));
          update(enquiry.id, { note });
        } catch (error) {
          setNoteErrors((errors) => new Map(errors).set(enquiry.id, error instanceof Error ? error.message : String(error)));
          throw error;
        } finally {
          setSavingNote(false);
        }
      }}
    />
  );
}
