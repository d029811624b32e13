import { tones } from '../../theme/tones';
import type { HTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './StatusChip.css';

export const statusChipTones = tones;

export interface StatusChipProps extends HTMLAttributes<HTMLSpanElement> {
  /** The status as words, e.g. 'In Progress' or 'Admin Rejected'. */
  children: ReactNode;
  /** The colour of the chip and its dot. The words carry the meaning; the colour only echoes it. @default 'neutral' */
  tone?: (typeof statusChipTones)[number];
}

/** A status label with a coloured dot, for enquiry, listing, construction and approval states. */
export function StatusChip({ tone, className, children, ...props }: StatusChipProps) {
  return (
    <span {...props} className={clsx(styles.chip({ tone }), className)}>
      <span aria-hidden="true" className={styles.dot({ tone })} />
      <span className={styles.label}>{children}</span>
    </span>
  );
}
