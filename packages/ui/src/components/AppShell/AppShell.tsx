import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import * as styles from './AppShell.css';

// The drawer's modal, dialog and focus management are most of the shell's code, and only narrow
// screens ever open it: it loads on the first hover, focus or press of the menu button.
const loadDrawer = () => import('./AppShellDrawer');
const AppShellDrawer = lazy(() => loadDrawer().then(({ AppShellDrawer: Drawer }) => ({ default: Drawer })));

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
  /** The link that skips to the page's content, the first stop of the keyboard. @default 'Skip to main content' */
  skipLinkLabel?: string;
  /**
   * Names the page shown (e.g. the route). When it changes, focus moves to the new page's first
   * heading (or the content when it has none), so that keyboard and screen-reader users start
   * there rather than on the body; the first page keeps the browser's own start.
   */
  pageKey?: string;
}

// How long a page change waits for its heading to appear (a lazily loaded page) before focusing the content.
const headingWaitMs = 5000;

/** Focuses the first heading inside `main` that can take focus once there is one, else `main` itself after the wait. */
function focusPageStart(main: HTMLElement): () => void {
  // The page before may still be there, hidden while the new one loads: only a heading that takes
  // focus (one that is shown) counts.
  const focusHeading = () => {
    for (const heading of main.querySelectorAll<HTMLElement>('h1')) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      if (heading.ownerDocument.activeElement === heading) return true;
    }
    return false;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    main.focus();
  }, headingWaitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  // A hidden page is shown again by a change of its style.
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return stop;
}

function MenuGlyph() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
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
  skipLinkLabel = 'Skip to main content',
  pageKey,
}: AppShellProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const shownPage = useRef(pageKey);
  useEffect(() => {
    if (pageKey === shownPage.current || !mainRef.current) return undefined;
    shownPage.current = pageKey;
    return focusPageStart(mainRef.current);
  }, [pageKey]);
  // Mounted from the first opening on, so that closing can play the drawer's exit animation.
  const [hasDrawer, setHasDrawer] = useState(false);
  const drawerId = useId();
  const preloadDrawer = () => {
    // A failed preload is not the user's concern: the press loads again and reports a failure.
    loadDrawer().catch(() => undefined);
  };

  return (
    <div className={styles.shell}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Focus, not the URL's fragment: the host's router owns the URL.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>{brand}</div>
        <nav aria-label={navigationLabel}>{navigation}</nav>
      </aside>
      <header className={styles.header}>
        {/* The trigger props react-aria's DialogTrigger would give, without loading the dialog's code up front. */}
        <RACButton
          className={styles.menuButton}
          aria-label={openNavigationLabel}
          aria-expanded={isDrawerOpen}
          aria-controls={isDrawerOpen ? drawerId : undefined}
          onHoverStart={preloadDrawer}
          onFocus={preloadDrawer}
          onPress={() => {
            setHasDrawer(true);
            setDrawerOpen(!isDrawerOpen);
          }}
        >
          <MenuGlyph />
        </RACButton>
        {hasDrawer ? (
          <Suspense fallback={null}>
            <AppShellDrawer
              id={drawerId}
              isOpen={isDrawerOpen}
              onOpenChange={setDrawerOpen}
              brand={brand}
              navigation={navigation}
              navigationLabel={navigationLabel}
              closeNavigationLabel={closeNavigationLabel}
            />
          </Suspense>
        ) : null}
        <div className={styles.headerContent}>{header}</div>
      </header>
      <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
