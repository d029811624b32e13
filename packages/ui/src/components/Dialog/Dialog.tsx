import { useContext, useId, useRef, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading as RACHeading,
  type DialogProps as RACDialogProps,
  type DialogRenderProps,
} from 'react-aria-components';
import { ModalDismissContext } from '../Modal/Modal';
import { OverlayCloseButton } from '../private/Overlay/OverlayCloseButton';
import * as styles from './Dialog.css';
import { useDialogBodyScrollable } from './useDialogBodyScrollable';

export { DialogTrigger, type DialogTriggerProps, type DialogRenderProps } from 'react-aria-components';

type DialogSlot = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** A line under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** The body. It scrolls when it does not fit. A function receives `close`. */
  children?: DialogSlot;
  /**
   * The actions, aligned to the end. A function receives `close`; a `Button` with
   * `slot="close"` closes the dialog by itself.
   */
  footer?: DialogSlot;
  /** Accessible name of the close icon button. @default 'Close' */
  closeLabel?: string;
  /**
   * Whether the close icon button shows. Defaults to whether the enclosing `Modal` is
   * dismissable, so a dialog that must be closed through its own actions has no shortcut.
   */
  showCloseButton?: boolean;
}

function renderSlot(slot: DialogSlot, renderProps: DialogRenderProps) {
  return typeof slot === 'function' ? slot(renderProps) : slot;
}

/** A titled dialog with a scrolling body and a footer for actions; place it in a `Modal`. */
export function Dialog({
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  showCloseButton,
  className,
  ...props
}: DialogProps) {
  const isModalDismissable = useContext(ModalDismissContext);
  const descriptionId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  // Keyboard users can only scroll an overflowing body without focusable content if it takes focus.
  const bodyTabIndex = useDialogBodyScrollable(bodyRef) ? 0 : undefined;
  const hasDescription = description !== undefined && description !== null;

  return (
    <RACDialog
      aria-describedby={hasDescription ? descriptionId : undefined}
      {...props}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
    >
      {(renderProps) => (
        <>
          <div className={styles.header}>
            <div className={styles.headings}>
              <RACHeading slot="title" className={styles.title}>
                {title}
              </RACHeading>
              {hasDescription ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
            </div>
            {(showCloseButton ?? isModalDismissable) ? <OverlayCloseButton label={closeLabel} /> : null}
          </div>
          <div ref={bodyRef} className={styles.body} tabIndex={bodyTabIndex}>
            <div>{renderSlot(children, renderProps)}</div>
          </div>
          {footer ? <div className={styles.footer}>{renderSlot(footer, renderProps)}</div> : null}
        </>
      )}
    </RACDialog>
  );
}
