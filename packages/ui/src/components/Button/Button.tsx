import type { ReactNode } from 'react';
import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends Omit<RACButtonProps, 'children'> {
  children?: ReactNode;
  /** @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** @default 'medium' */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /**
   * Label shown (and announced) while `isPending`, e.g. 'Saving...'. While pending the button
   * ignores presses, so a second click cannot submit twice.
   */
  pendingLabel?: ReactNode;
  /** Icon placed before the label. */
  icon?: ReactNode;
}

/** The action button, on react-aria's Button (press, keyboard and pending semantics come from it). */
export function Button({ variant, size, fullWidth, pendingLabel, icon, children, className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (userClass) =>
        [styles.button({ variant, size, fullWidth }), userClass].filter(Boolean).join(' '),
      )}
    >
      {({ isPending }) =>
        isPending ? (
          <>
            <Spinner />
            <span>{pendingLabel ?? children}</span>
          </>
        ) : (
          <>
            {icon}
            {children}
          </>
        )
      }
    </RACButton>
  );
}
