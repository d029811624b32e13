import type { HTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './EmptyState.css';

export const emptyStateTones = ['neutral', 'danger'] as const;
export const emptyStateHeadingLevels = [1, 2, 3, 4, 5, 6] as const;

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading, e.g. 'No inquiries found' or 'Error Loading Projects'. */
  title: ReactNode;
  /** One or two sentences under the title, e.g. how to get results. */
  description?: ReactNode;
  /** A decorative icon shown above the title; it is hidden from assistive technology. */
  icon?: ReactNode;
  /** Buttons or links, e.g. 'Clear Search' or 'Try Again'. */
  actions?: ReactNode;
  /** 'danger' for error panels that replace content which failed to load. @default 'neutral' */
  tone?: (typeof emptyStateTones)[number];
  /** The heading level, to fit the page outline. @default 3 */
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
}

/**
 * What a list or panel shows instead of content: nothing found, nothing yet, or failed to load.
 * For an error that appears after a user action, pass `role="alert"` so it is announced.
 */
export function EmptyState({
  title,
  description,
  icon,
  actions,
  tone = 'neutral',
  headingLevel = 3,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={clsx(styles.root, className)} data-tone={tone}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon({ tone })}>
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title({ tone })}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
