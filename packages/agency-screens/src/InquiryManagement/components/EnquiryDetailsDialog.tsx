import type { Enquiry, EnquiryStatus } from '@marketplace/domain';
import { Button, Dialog, Link, Modal, Stack, Text } from '@marketplace/ui';
import { useId, type ReactNode } from 'react';
import { EnquiryNoteEditor, type EnquiryNoteEditorProps } from './EnquiryNoteEditor';
import { EnquiryStatusSelect } from './EnquiryStatusSelect';
import * as styles from './EnquiryDetails.css';
import { useCommonMessages, useEnquiriesMessages } from '../../messages';

export interface EnquiryDetailsDialogProps extends Pick<EnquiryNoteEditorProps, 'onDraftChange' | 'onSave' | 'error'> {
  /** The enquiry shown; kept by the caller while the dialog animates out after closing. */
  enquiry: Enquiry | undefined;
  isOpen: boolean;
  /** Cancel, Escape, the close button, an outside click, and after Mark as Resolved or Close Inquiry. */
  onClose: () => void;
  /** The status selector, Mark as Resolved (RESOLVED) and Close Inquiry (CLOSED). */
  onStatusChange: (enquiry: Enquiry, status: EnquiryStatus) => void;
  /** The unsaved note while its editor is open; undefined while closed. */
  noteDraft: string | undefined;
  /** Edit Note: open the editor with this text. */
  onNoteEdit: (text: string) => void;
  onNoteCancel: () => void;
  /** A note save is running. */
  isSavingNote?: boolean;
  formatDate: (value: string) => string;
}

function Detail({ term, children, isProminent = false }: { term: string; children: ReactNode; isProminent?: boolean }) {
  return (
    <div className={isProminent ? styles.prominentDetail : styles.detail}>
      <Text as="dt" size={isProminent ? 'small' : 'xsmall'} weight={isProminent ? 'semibold' : 'medium'} tone={isProminent ? 'neutral' : 'muted'}>
        {term}
      </Text>
      {/* `auto`: a name or an id reads in its own direction inside either layout. */}
      <dd dir="auto" className={styles.definition}>
        {children}
      </dd>
    </div>
  );
}

// Headings at the level of the dialog's own title: ui's Dialog titles are h3, and the page
// behind is inert while it is open, so the sections are the dialog's outline.
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="small" minInlineSize={0}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </Stack>
  );
}

/**
 * 'Inquiry Details' (spec 1 section 2.1): the status selector, created date, message, notes with
 * their editor, contact information with the property or project id when present, and Mark as
 * Resolved (hidden when RESOLVED), Close Inquiry (hidden when CLOSED) and Cancel.
 */
export function EnquiryDetailsDialog({
  enquiry,
  isOpen,
  onClose,
  onStatusChange,
  noteDraft,
  onNoteEdit,
  onDraftChange,
  onSave,
  onNoteCancel,
  isSavingNote,
  error,
  formatDate,
}: EnquiryDetailsDialogProps) {
  const enquiriesMessages = useEnquiriesMessages();
  const copy = enquiriesMessages.details;
  const commonMessages = useCommonMessages();
  const setStatusAndClose = (target: Enquiry, status: EnquiryStatus) => {
    onStatusChange(target, status);
    onClose();
  };

  return (
    <Modal isOpen={isOpen && enquiry !== undefined} onOpenChange={(open) => (open ? undefined : onClose())} size="medium">
      <Dialog
        title={copy.title}
        closeLabel={commonMessages.close}
        footer={
          enquiry ? (
            <>
              {enquiry.status === 'RESOLVED' ? null : (
                <Button onPress={() => setStatusAndClose(enquiry, 'RESOLVED')}>{copy.markAsResolved}</Button>
              )}
              {enquiry.status === 'CLOSED' ? null : (
                <Button variant="secondary" onPress={() => setStatusAndClose(enquiry, 'CLOSED')}>
                  {copy.closeInquiry}
                </Button>
              )}
              <Button variant="ghost" onPress={onClose}>
                {copy.cancel}
              </Button>
            </>
          ) : null
        }
      >
        {enquiry ? (
          <Stack gap="xlarge">
            <div className={styles.summary}>
              <EnquiryStatusSelect label={copy.status} status={enquiry.status} onChange={(status) => onStatusChange(enquiry, status)} />
              <dl className={styles.created}>
                <Detail term={copy.created} isProminent>{formatDate(enquiry.createdAt)}</Detail>
              </dl>
            </div>
            <Section title={copy.message}>
              <p dir="auto" className={enquiry.message ? styles.text : styles.mutedText}>
                {enquiry.message || enquiriesMessages.noNote}
              </p>
            </Section>
            <EnquiryNoteEditor
              note={enquiry.note}
              draft={noteDraft}
              onEdit={() => onNoteEdit(enquiry.note ?? '')}
              onDraftChange={onDraftChange}
              onSave={onSave}
              onCancel={onNoteCancel}
              isSaving={isSavingNote}
              error={error}
            />
            <Section title={copy.contactInformation}>
              <dl className={styles.details}>
                <Detail term={copy.name}>{enquiry.name}</Detail>
                <Detail term={copy.email}>
                  <Link href={`mailto:${enquiry.email}`}>
                    <span dir="ltr">{enquiry.email}</span>
                  </Link>
                </Detail>
                <Detail term={copy.phone}>
                  {enquiry.phone ? (
                    <Link href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>
                      <span dir="ltr">{enquiry.phone}</span>
                    </Link>
                  ) : (
                    enquiriesMessages.noNote
                  )}
                </Detail>
                {enquiry.propertyId != null ? <Detail term={copy.propertyId}>{enquiry.propertyId}</Detail> : null}
                {enquiry.projectId != null ? <Detail term={copy.projectId}>{enquiry.projectId}</Detail> : null}
              </dl>
            </Section>
          </Stack>
        ) : null}
      </Dialog>
    </Modal>
  );
}
