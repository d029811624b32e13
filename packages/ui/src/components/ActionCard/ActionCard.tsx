import { useId, type ReactElement, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Icon, isIconName, type IconName } from '../Icon/Icon';
import * as styles from './ActionCard.css';

export interface ActionCardProps extends Pick<RACButtonProps, 'onPress' | 'isDisabled' | 'autoFocus'> {
  /** The card's title: the button's text, so its accessible name. */
  title: ReactNode;
  /** A line under the title, announced as the button's description. */
  description?: ReactNode;
  /** A second, emphasised line (e.g. what a choice will contain), also announced as description. */
  detail?: ReactNode;
  /** A decorative icon before the text: a name from the icon set, or your own element. */
  icon?: IconName | ReactElement;
  className?: string;
}

/**
 * A bordered card that is one button: a press anywhere on it acts, e.g. a choice in a dialog. Only
 * the title is the button's text, so its name is what it shows; the other lines describe it.
 */
export function ActionCard({ title, description, detail, icon, className, ...buttonProps }: ActionCardProps) {
  const descriptionId = useId();
  const detailId = useId();
  const describedBy = [description == null ? null : descriptionId, detail == null ? null : detailId].filter(Boolean).join(' ');
  return (
    <div className={clsx(styles.card, className)}>
      {icon === undefined ? null : (
        <span aria-hidden="true" className={styles.icon}>
          {isIconName(icon) ? <Icon name={icon} /> : icon}
        </span>
      )}
      <div className={styles.text}>
        <RACButton {...buttonProps} className={styles.button} aria-describedby={describedBy || undefined}>
          {title}
        </RACButton>
        {description == null ? null : (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
        {detail == null ? null : (
          <span id={detailId} className={styles.detail}>
            {detail}
          </span>
        )}
      </div>
    </div>
  );
}
