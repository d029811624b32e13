import { emptyTeamMemberForm, teamMemberFormFrom, type TeamMember, type TeamMemberFormInput, type TeamMemberFormValues } from '@marketplace/domain';
import { Banner, Button, Dialog, Modal, Skeleton, Stack, VisuallyHidden } from '@marketplace/ui';
import { useEffect, useId, useState } from 'react';
import { TeamMemberForm } from './TeamMemberForm';
import type { TeamCallOutcome, TeamMemberLoadOutcome, TeamPhotoUploadOutcome } from '../teamManagementViewProps';
import { useTeamMessages } from '../../messages';

/** Which form is open: Add, or Edit of a member from the list (loaded again by id before it shows). */
export type TeamMemberFormTarget = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly member: TeamMember };

export interface TeamMemberFormDialogProps {
  /** The form to show; null when closed. */
  readonly target: TeamMemberFormTarget | null;
  readonly onClose: () => void;
  readonly onSave: (id: TeamMember['id'] | null, values: TeamMemberFormValues) => Promise<TeamCallOutcome>;
  readonly onLoadMember: (member: TeamMember) => Promise<TeamMemberLoadOutcome>;
  readonly onUploadPhoto: (photo: File, signal: AbortSignal) => Promise<TeamPhotoUploadOutcome>;
  readonly resolveImageUrl: (path: string | null | undefined) => string | null | undefined;
}

type FormStart = { readonly state: 'loading' } | { readonly state: 'ready'; readonly values: TeamMemberFormInput } | { readonly state: 'failed'; readonly message: string };

/** The Edit form's starting values: the member as the server has it now, or why it could not be loaded. */
function useFormStart(target: TeamMemberFormTarget | null, onLoadMember: TeamMemberFormDialogProps['onLoadMember']): FormStart {
  const [start, setStart] = useState<FormStart>({ state: 'loading' });
  const [seenTarget, setSeenTarget] = useState(target);
  if (target !== seenTarget) {
    setSeenTarget(target);
    setStart(target?.kind === 'add' ? { state: 'ready', values: emptyTeamMemberForm } : { state: 'loading' });
  }
  useEffect(() => {
    if (target?.kind !== 'edit') return undefined;
    let isCurrent = true;
    void onLoadMember(target.member).then((outcome) => {
      if (!isCurrent) return;
      setStart(outcome.ok ? { state: 'ready', values: teamMemberFormFrom(outcome.member) } : { state: 'failed', message: outcome.message });
    });
    return () => {
      isCurrent = false;
    };
    // The member is loaded once per opening: a new list page must not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return target?.kind === 'add' ? { state: 'ready', values: emptyTeamMemberForm } : start;
}

/**
 * 'Add Team Member' and 'Edit Team Member' (spec 2 sections 2.1 and 4): closed only through Cancel
 * or a successful save, never by Escape or a click outside, and not at all while saving ('Saving...').
 */
export function TeamMemberFormDialog({ target, onClose, onSave, onLoadMember, onUploadPhoto, resolveImageUrl }: TeamMemberFormDialogProps) {
  const messages = useTeamMessages();
  const formId = useId();
  const [isBusy, setBusy] = useState(false);
  // The dialog keeps its target while it animates out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const start = useFormStart(target, onLoadMember);
  const editedId = shown?.kind === 'edit' ? shown.member.id : null;

  const submit = async (values: TeamMemberFormValues): Promise<string | null> => {
    const outcome = await onSave(editedId, values);
    if (!outcome.ok) return outcome.message;
    setBusy(false);
    onClose();
    return null;
  };

  return (
    <Modal size="medium" isOpen={target !== null} isDismissable={false} isKeyboardDismissDisabled>
      <Dialog
        title={shown?.kind === 'edit' ? messages.form.editTitle : messages.form.addTitle}
        footer={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={isBusy}>
              {messages.form.cancel}
            </Button>
            {start.state === 'ready' ? (
              <Button type="submit" form={formId} isDisabled={isBusy} isPending={isBusy} pendingLabel={messages.form.saving}>
                {messages.form.save}
              </Button>
            ) : null}
          </>
        }
      >
        {start.state === 'loading' ? (
          <Stack gap="medium">
            <span role="status">
              <VisuallyHidden>{messages.form.loadingMember}</VisuallyHidden>
            </span>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="70%" />
          </Stack>
        ) : start.state === 'failed' ? (
          <Banner tone="error">{start.message}</Banner>
        ) : (
          <TeamMemberForm
            key={editedId ?? 'add'}
            id={formId}
            initialValues={start.values}
            onSubmit={submit}
            onBusyChange={setBusy}
            onUploadPhoto={onUploadPhoto}
            resolveImageUrl={resolveImageUrl}
          />
        )}
      </Dialog>
    </Modal>
  );
}
