import { useContext, type ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { SidebarNavContext } from './SidebarNavContext';
import * as styles from './AppShell.css';

export interface SidebarNavProps {
  children: ReactNode;
}

/** The list of sidebar destinations. */
export function SidebarNav({ children }: SidebarNavProps) {
  return <ul className={styles.nav}>{children}</ul>;
}

export interface SidebarNavItemProps extends Omit<RACLinkProps, 'children' | 'className'> {
  children: ReactNode;
  /** Marks the item as the current page (`aria-current="page"`). @default false */
  isCurrent?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
}

/** One destination; routing is the host's: pass `href` and, for client-side routing, a RouterProvider. */
export function SidebarNavItem({ children, isCurrent = false, icon, onPress, ...props }: SidebarNavItemProps) {
  const { onNavigate } = useContext(SidebarNavContext);
  return (
    <li>
      <RACLink
        {...props}
        className={styles.navLink}
        aria-current={isCurrent ? 'page' : undefined}
        onPress={(event) => {
          onPress?.(event);
          onNavigate?.();
        }}
      >
        {icon}
        {children}
      </RACLink>
    </li>
  );
}
