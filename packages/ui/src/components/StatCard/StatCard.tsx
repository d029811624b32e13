import { tones } from '../../theme/tones';
import { useId, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Icon, isIconName, type IconName } from '../Icon/Icon';
import * as styles from './StatCard.css';

export const statCardTones = tones;

export interface StatCardProps extends HTMLAttributes<HTMLDivElement> {
  /** What is counted, e.g. 'Pending' or 'Approved Properties'. */
  label: ReactNode;
  /** The figure, e.g. 12. */
  value: ReactNode;
  /** Colours the edge and the icon. @default 'neutral' */
  tone?: (typeof statCardTones)[number];
  /** A decorative icon: a name from the icon set, or your own element. */
  icon?: IconName | ReactElement;
  /** While true the value is replaced by `loadingText` and the figure is marked busy. @default false */
  isLoading?: boolean;
  /** Shown in place of the value while loading. @default '...' */
  loadingText?: ReactNode;
  /**
   * Names the card by its label and its figure ('Pending 7') instead of its label alone, e.g. when
   * the card is a link's content, so the link's name carries the figure. Not while loading.
   * @default false
   */
  isNamedWithValue?: boolean;
}

/** A summary counter: a label over a large figure, as on the dashboard and enquiry screens. */
export function StatCard({
  label,
  value,
  tone,
  icon,
  isLoading = false,
  loadingText = '...',
  isNamedWithValue = false,
  className,
  ...props
}: StatCardProps) {
  const labelId = useId();
  const valueId = useId();
  return (
    <div
      {...props}
      role="group"
      aria-labelledby={isNamedWithValue && !isLoading ? `${labelId} ${valueId}` : labelId}
      className={clsx(styles.statCard({ tone }), className)}
    >
      <div className={styles.content}>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        <p id={valueId} className={styles.value} aria-busy={isLoading || undefined}>
          {isLoading ? loadingText : value}
        </p>
      </div>
      {icon !== undefined ? (
        <span aria-hidden="true" className={styles.iconBubble({ tone })}>
          {isIconName(icon) ? <Icon name={icon} /> : icon}
        </span>
      ) : null}
    </div>
  );
}
