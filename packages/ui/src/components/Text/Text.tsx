import type { ElementType, HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;
export const textTones = ['neutral', 'muted', 'primary', 'danger', 'success', 'warning'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** @default 'p' */
  as?: ElementType;
  /** @default 'medium' */
  size?: (typeof textSizes)[number];
  /** @default 'neutral' */
  tone?: (typeof textTones)[number];
  /** @default 'regular' */
  weight?: (typeof textWeights)[number];
}

/** Body copy and headings in the type scale; pass `as="h2"` etc. for headings. */
export function Text({ as: Component = 'p', size, tone, weight, className, ...rest }: TextProps) {
  return <Component className={clsx(styles.text({ size, tone, weight }), className)} {...rest} />;
}
