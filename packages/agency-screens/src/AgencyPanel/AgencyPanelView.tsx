import { panelSections, type PanelSection } from '@marketplace/domain';
import { AppShell, Banner, Icon, Link, LoadingOverlay, SidebarNav, SidebarNavItem } from '@marketplace/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { ProfileMenu, type PanelLanguages, type PanelUser } from './components/ProfileMenu';
import type { SignInAgainDialogProps } from './components/SignInAgainDialog';
import { useShellMessages } from '../messages';
import * as styles from './AgencyPanel.css';

export interface AgencyPanelViewProps {
  /** The signed-in agency; null while unknown. */
  user: PanelUser | null;
  /** The section whose screen is shown. */
  currentSection: PanelSection;
  /** The href of a section; the host decides the routes. */
  sectionHref: (section: PanelSection) => string;
  /** The site home (spec 3: '/'). @default '/' */
  homeHref?: string;
  onSignOut: () => void;
  /**
   * The languages the host offers: a group of the profile menu (each named in its own language)
   * that calls `onChange` with the one chosen. The host switches the catalogue, react-aria's locale
   * and the page's `dir`. @default null (no choice shown)
   */
  languages?: PanelLanguages | null;
  /** Shows the 'Loading Dashboard' overlay while the session and profile load. @default false */
  isLoading?: boolean;
  /** A token refresh could not reach the server and is being retried: says so over the section. @default false */
  isReconnecting?: boolean;
  /**
   * The session ended by itself (a refused refresh, a rejected token) while the panel was shown: a
   * dialog over the section signs in again, and the section, with anything typed in it, stays.
   * @default null
   */
  signInAgain?: SignInAgainDialogProps | null;
  /**
   * The pointer rests on, or the keyboard focuses, a section's sidebar link: the host can start that
   * section's code and data before the click.
   */
  onSectionIntent?: (section: PanelSection) => void;
  /** The current section's screen. */
  children: ReactNode;
}

// Needed only once a session has ended under an open panel: its form stays out of the panel's first load.
const SignInAgainDialog = lazy(() => import('./components/SignInAgainDialog'));

/** The Agency Panel of spec 3 section 2.1: sidebar of sections, header with home link and profile menu. */
export function AgencyPanelView({
  user,
  currentSection,
  sectionHref,
  homeHref = '/',
  onSignOut,
  languages = null,
  isLoading = false,
  isReconnecting = false,
  signInAgain = null,
  onSectionIntent,
  children,
}: AgencyPanelViewProps) {
  const messages = useShellMessages();
  if (isLoading) return <LoadingOverlay title={messages.loadingTitle} description={messages.loadingSubtitle} />;
  return (
    <AppShell
      brand={messages.panelTitle}
      navigationLabel={messages.mainNavigation}
      skipLinkLabel={messages.skipToContent}
      openNavigationLabel={messages.openNavigation}
      closeNavigationLabel={messages.closeNavigation}
      // Another section moves focus to its heading.
      pageKey={currentSection}
      navigation={
        <SidebarNav>
          {panelSections.map((section) => (
            <SidebarNavItem
              key={section}
              href={sectionHref(section)}
              isCurrent={section === currentSection}
              onHoverStart={onSectionIntent && (() => onSectionIntent(section))}
              onFocus={onSectionIntent && (() => onSectionIntent(section))}
            >
              {messages.sections[section]}
            </SidebarNavItem>
          ))}
        </SidebarNav>
      }
      header={
        <div className={styles.headerBar}>
          <Link href={homeHref} variant="standalone">
            <Icon name="home" /> {messages.home}
          </Link>
          <ProfileMenu user={user} onSignOut={onSignOut} languages={languages} />
        </div>
      }
    >
      {isReconnecting ? (
        <Banner tone="warning" title={messages.reconnectingTitle} className={styles.reconnecting}>
          {messages.reconnectingBody}
        </Banner>
      ) : null}
      {children}
      {signInAgain ? (
        <Suspense fallback={null}>
          <SignInAgainDialog {...signInAgain} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
