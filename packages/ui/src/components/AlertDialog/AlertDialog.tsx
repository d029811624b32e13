import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Modal, type ModalProps } from '../Modal/Modal';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['primary', 'danger'] as const;

export interface AlertDialogProps extends Omit<ModalProps, 'children'> {
  /** The question, e.g. 'Are you sure?'. */
  title: ReactNode;
  /** The consequences, announced with the title. */
  children: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: ReactNode;
  /** @default 'Cancel' */
  cancelLabel?: ReactNode;
  /** Shown on the confirm button while `onConfirm` runs, e.g. 'Deleting...'. Falls back to `confirmLabel`. */
  pendingLabel?: ReactNode;
  /** 'danger' for destructive actions such as deletes. @default 'primary' */
  tone?: (typeof alertDialogTones)[number];
  /**
   * Runs on confirm. While a returned promise is pending both buttons are blocked and the dialog
   * cannot be dismissed; it closes when the promise resolves and stays open if it rejects, so
   * report the failure from here (e.g. with a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels with the Cancel button. */
  onCancel?: () => void;
  /** Marks the action as running when the caller tracks it itself (e.g. a mutation's state). @default false */
  isPending?: boolean;
  /** @default 'small' */
  size?: ModalProps['size'];
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/**
 * A confirmation (role "alertdialog") with a cancel and a confirm action. The Cancel button
 * takes the initial focus so that a stray Enter does not confirm a destructive action.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  pendingLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  isPending: isPendingProp = false,
  size = 'small',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  ...modalProps
}: AlertDialogProps) {
  const messageId = useId();
  const [isRunning, setIsRunning] = useState(false);
  const isPending = isPendingProp || isRunning;

  async function confirm(close: () => void) {
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      close();
      return;
    }
    setIsRunning(true);
    try {
      await result;
      setIsRunning(false);
      close();
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
      setIsRunning(false);
    }
  }

  return (
    <Modal
      {...modalProps}
      size={size}
      isDismissable={isDismissable && !isPending}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
    >
      <Dialog
        role="alertdialog"
        title={title}
        aria-describedby={messageId}
        showCloseButton={false}
        footer={({ close }) => (
          <>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog focuses its least destructive action (WAI-ARIA APG) */}
            <Button variant="secondary" slot="close" autoFocus isDisabled={isPending} onPress={onCancel}>
              {cancelLabel}
            </Button>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              isPending={isPending}
              pendingLabel={pendingLabel}
              onPress={() => void confirm(close)}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <div id={messageId} className={styles.message}>
          {children}
        </div>
      </Dialog>
    </Modal>
  );
}
