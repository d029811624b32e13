import type { ReactNode } from 'react';
import { Button as RACButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { portalRoot } from '../private/Overlay/Overlay.css';
import { SidebarNavContext } from './SidebarNavContext';
import * as styles from './AppShell.css';

export interface AppShellDrawerProps {
  /** The dialog's id, which the menu button names in `aria-controls`. */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  brand: ReactNode;
  navigation: ReactNode;
  navigationLabel: string;
  closeNavigationLabel: string;
}

function CloseGlyph() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

/**
 * AppShell's sidebar below 768 px: a modal dialog, so focus is trapped, Escape and a press outside
 * close it, and focus returns to the menu button. AppShell loads it lazily.
 */
export function AppShellDrawer({ id, isOpen, onOpenChange, brand, navigation, navigationLabel, closeNavigationLabel }: AppShellDrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={[portalRoot, styles.drawerOverlay].join(' ')}>
      <Modal className={styles.drawer}>
        <Dialog id={id} aria-label={navigationLabel} className={styles.drawerDialog}>
          <div className={styles.drawerHeader}>
            {brand}
            <RACButton className={styles.drawerClose} aria-label={closeNavigationLabel} slot="close">
              <CloseGlyph />
            </RACButton>
          </div>
          <nav aria-label={navigationLabel}>
            {/* Choosing a destination in the drawer should also close it. */}
            <SidebarNavContext.Provider value={{ onNavigate: () => onOpenChange(false) }}>{navigation}</SidebarNavContext.Provider>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
