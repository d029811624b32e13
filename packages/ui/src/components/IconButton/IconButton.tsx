import type { ReactElement } from 'react';
import {
  Button as RACButton,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { Icon, isIconName, type IconName } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import { portalRoot } from '../private/Overlay/Overlay.css';
import * as styles from './IconButton.css';

export const iconButtonVariants = buttonVariants;
export const iconButtonSizes = buttonSizes;

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  /** The icon: a name from the icon set, or your own element (decorative, `aria-hidden`). */
  icon: IconName | ReactElement;
  /** What the button does, e.g. 'Delete property': its accessible name and its tooltip. */
  label: string;
  /** @default 'secondary' */
  variant?: (typeof iconButtonVariants)[number];
  /** @default 'medium' */
  size?: (typeof iconButtonSizes)[number];
  /** Where the tooltip sits relative to the button. @default 'top' */
  tooltipPlacement?: RACTooltipProps['placement'];
  /** Milliseconds of hovering before the tooltip shows (keyboard focus shows it at once). @default 700 */
  tooltipDelay?: number;
}

/** A square button showing only an icon; its label is announced and shown as a tooltip. */
export function IconButton({
  icon,
  label,
  variant = 'secondary',
  size = 'medium',
  tooltipPlacement = 'top',
  tooltipDelay = 700,
  className,
  ...props
}: IconButtonProps) {
  const glyph = isIconName(icon) ? <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} /> : icon;
  return (
    <RACTooltipTrigger delay={tooltipDelay}>
      <RACButton
        {...props}
        aria-label={label}
        className={composeRenderProps(className, (userClass) =>
          [buttonStyles.button({ variant, size }), styles.iconButton({ size }), userClass].filter(Boolean).join(' '),
        )}
      >
        {({ isPending }) => (isPending ? <Spinner /> : glyph)}
      </RACButton>
      <RACTooltip placement={tooltipPlacement} className={[portalRoot, styles.tooltip].join(' ')}>
        {label}
      </RACTooltip>
    </RACTooltipTrigger>
  );
}
