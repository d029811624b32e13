import { tones } from '../../theme/tones';
import type { HTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './Badge.css';

export const badgeTones = tones;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** A short label or a count, e.g. '+2' or '12 approved properties'. */
  children: ReactNode;
  /** @default 'neutral' */
  tone?: (typeof badgeTones)[number];
}

/**
 * A small pill for a count or a label. It is plain text to assistive technology, so a bare
 * number needs words around it (or an `aria-label`) to make sense when read aloud.
 */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span {...props} className={clsx(styles.badge({ tone }), className)} />;
}
