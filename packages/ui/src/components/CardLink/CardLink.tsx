import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './CardLink.css';

export interface CardLinkProps extends Omit<RACLinkProps, 'children'> {
  /** The card (e.g. a `StatCard`); its text is the link's name. */
  children: ReactNode;
}

/**
 * A whole card as one link, on react-aria's Link: a real anchor (open in a new tab works) that,
 * inside a `RouterProvider`, navigates through the app's router on a click.
 */
export function CardLink({ className, children, ...props }: CardLinkProps) {
  return (
    <RACLink {...props} className={composeRenderProps(className, (userClass) => clsx(styles.cardLink, userClass))}>
      {children}
    </RACLink>
  );
}
