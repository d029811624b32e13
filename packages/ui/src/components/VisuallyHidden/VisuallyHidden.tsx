import type { HTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './VisuallyHidden.css';

export const visuallyHiddenElements = ['span', 'div'] as const;

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** `div` when the hidden text must stay a separate block of an accessible name. @default 'span' */
  as?: (typeof visuallyHiddenElements)[number];
}

/**
 * Text for assistive technology only, e.g. a sentence that reads what a chart draws. A class rather
 * than react-aria's VisuallyHidden, so it costs no script on a first load.
 */
export function VisuallyHidden({ as: Element = 'span', className, children, ...props }: VisuallyHiddenProps) {
  return (
    <Element {...props} className={clsx(styles.visuallyHidden, className)}>
      {children}
    </Element>
  );
}
