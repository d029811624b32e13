import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import type { buttonSizes, buttonVariants } from './Button';
import * as styles from './Button.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** @default 'medium' */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * `Button`'s look on a native `<button>` (activated by `onClick`: a click, Enter or Space), for an
 * action repeated on every row of a list. react-aria's press, hover and focus hooks cost about half a
 * millisecond per button and render, which 25 rows' View Details buttons made a third of a list's
 * first render; here hover, press and the focus ring come from CSS. Use `Button` for a form's or a
 * dialog's actions, for a pending state and for touch-press semantics.
 */
export function PlainButton({ variant, size, fullWidth, type = 'button', className, ...props }: PlainButtonProps) {
  return <button type={type} data-plain="" className={clsx(styles.button({ variant, size, fullWidth }), className)} {...props} />;
}
