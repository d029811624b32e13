import { createContext, type ReactNode } from 'react';
import {
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  composeRenderProps,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components';
import { portalRoot } from '../private/Overlay/Overlay.css';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;

export interface ModalProps extends Omit<RACModalOverlayProps, 'children' | 'className' | 'style'> {
  /** Usually a `Dialog` or `AlertDialog`'s content. */
  children: ReactNode;
  /** Maximum width on wide screens; below 768 px medium and large fill the screen. @default 'medium' */
  size?: (typeof modalSizes)[number];
  /** Whether a click outside the modal closes it. @default true */
  isDismissable?: boolean;
  /** Whether Escape is refused, for dialogs that must be closed with one of their own buttons. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Extra class for the modal box (not the backdrop). */
  className?: RACModalOverlayProps['className'];
}

/**
 * Tells a `Dialog` whether its modal can be dismissed, so it can hide its close icon when the
 * specs require a dialog to be closed through its own actions only.
 */
export const ModalDismissContext = createContext<boolean>(true);

/**
 * A modal layer (backdrop plus box) on react-aria's ModalOverlay and Modal: focus is trapped,
 * the page behind is inert, and Escape or an outside click close it unless refused.
 * Use it controlled (`isOpen` / `onOpenChange`) or inside a `DialogTrigger`.
 */
export function Modal({
  size,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  className,
  children,
  ...props
}: ModalProps) {
  return (
    <RACModalOverlay
      {...props}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={[portalRoot, styles.overlay].join(' ')}
    >
      <RACModal
        className={composeRenderProps(className, (userClass) =>
          [styles.modal({ size }), userClass].filter(Boolean).join(' '),
        )}
      >
        <ModalDismissContext.Provider value={isDismissable}>{children}</ModalDismissContext.Provider>
      </RACModal>
    </RACModalOverlay>
  );
}
