import { lazy, Suspense, useEffect, useEffectEvent, type HTMLAttributes, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Banner.css';

// The close button's tooltip brings react-aria's overlay positioning, which a banner that cannot be
// dismissed (a sign-in error, say, on a page's first load) should not pay for.
const IconButton = lazy(() => import('../IconButton/IconButton').then(({ IconButton: Button }) => ({ default: Button })));

export const bannerTones = ['success', 'error', 'info', 'warning'] as const;

type BannerTone = (typeof bannerTones)[number];

const toneIcons: Record<BannerTone, IconName> = {
  success: 'checkCircle',
  error: 'alertCircle',
  info: 'info',
  warning: 'alert',
};

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** `error` is announced at once (`role="alert"`); the others politely (`role="status"`). @default 'info' */
  tone?: BannerTone;
  /** A bold first line, e.g. 'Property Rejected'. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Buttons under the message, e.g. a Retry button. */
  actions?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name and tooltip of the close button. @default 'Dismiss' */
  dismissLabel?: string;
  /**
   * Calls `onClear` this many milliseconds after the banner mounts, e.g. 3000 for the
   * profile and form messages. Change the banner's `key` to restart the delay for a new message.
   */
  autoClearMs?: number;
  /** Called once `autoClearMs` has passed. */
  onClear?: () => void;
}

/** An inline message about the page or a form: success, error, information or warning. */
export function Banner({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  dismissLabel = 'Dismiss',
  autoClearMs,
  onClear,
  className,
  ...props
}: BannerProps) {
  const clear = useEffectEvent(() => onClear?.());

  useEffect(() => {
    if (autoClearMs === undefined) return undefined;
    const timer = setTimeout(() => clear(), autoClearMs);
    return () => clearTimeout(timer);
  }, [autoClearMs]);

  return (
    <div {...props} role={tone === 'error' ? 'alert' : 'status'} className={clsx(styles.banner({ tone }), className)}>
      <Icon name={toneIcons[tone]} className={styles.icon} />
      <div className={styles.content}>
        {title !== undefined ? <p className={styles.title}>{title}</p> : null}
        {children !== undefined ? <div className={styles.message}>{children}</div> : null}
        {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <Suspense fallback={<span className={styles.dismissPlaceholder} />}>
          <IconButton
            icon="close"
            label={dismissLabel}
            variant="ghost"
            size="small"
            onPress={onDismiss}
            className={styles.dismiss}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
