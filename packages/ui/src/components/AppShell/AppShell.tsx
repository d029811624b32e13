import { useState, type ReactNode } from 'react';
import { Button as RACButton, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { portalRoot } from '../private/Overlay/Overlay.css';
import { SidebarNavContext } from './SidebarNavContext';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** Product name or logo shown at the top of the sidebar. */
  brand: ReactNode;
  /** The sidebar content, usually a `SidebarNav`. */
  navigation: ReactNode;
  /** Header content: home link, profile menu, page actions. */
  header?: ReactNode;
  children: ReactNode;
  /** Accessible name of the sidebar navigation landmark. @default 'Main navigation' */
  navigationLabel?: string;
  /** Label of the button that opens the sidebar on narrow screens. @default 'Open navigation' */
  openNavigationLabel?: string;
  /** Label of the button that closes it. @default 'Close navigation' */
  closeNavigationLabel?: string;
}

function MenuGlyph() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

function CloseGlyph() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The back-office frame: a sidebar beside the page on wide screens; below 768 px the sidebar
 * collapses into a drawer (a modal dialog, so focus is trapped and Escape closes it).
 */
export function AppShell({
  brand,
  navigation,
  header,
  children,
  navigationLabel = 'Main navigation',
  openNavigationLabel = 'Open navigation',
  closeNavigationLabel = 'Close navigation',
}: AppShellProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>{brand}</div>
        <nav aria-label={navigationLabel}>{navigation}</nav>
      </aside>
      <header className={styles.header}>
        {/* Only the menu button is the drawer's trigger: DialogTrigger would make every button of the header slot open it. */}
        <DialogTrigger isOpen={isDrawerOpen} onOpenChange={setDrawerOpen}>
          <RACButton className={styles.menuButton} aria-label={openNavigationLabel}>
            <MenuGlyph />
          </RACButton>
          <ModalOverlay isDismissable className={[portalRoot, styles.drawerOverlay].join(' ')}>
            <Modal className={styles.drawer}>
              <Dialog aria-label={navigationLabel} className={styles.drawerDialog}>
                <div className={styles.drawerHeader}>
                  {brand}
                  <RACButton className={styles.drawerClose} aria-label={closeNavigationLabel} slot="close">
                    <CloseGlyph />
                  </RACButton>
                </div>
                <nav aria-label={navigationLabel}>
                  {/* Choosing a destination in the drawer should also close it. */}
                  <SidebarNavContext.Provider value={{ onNavigate: () => setDrawerOpen(false) }}>{navigation}</SidebarNavContext.Provider>
                </nav>
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
        <div className={styles.headerContent}>{header}</div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
