import { Button as RACButton } from 'react-aria-components';
import * as styles from './Overlay.css';

export interface OverlayCloseButtonProps {
  /** The accessible name; the button shows only an icon. */
  label: string;
  /** Extra class, e.g. to tint the icon on a coloured surface. */
  className?: string;
}

/**
 * The icon-only close button of dialogs and toasts. It uses the `close` slot, so the enclosing
 * react-aria Dialog or Toast supplies the closing behaviour.
 */
export function OverlayCloseButton({ label, className }: OverlayCloseButtonProps) {
  return (
    <RACButton slot="close" aria-label={label} className={[styles.closeButton, className].filter(Boolean).join(' ')}>
      <svg className={styles.closeIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
      </svg>
    </RACButton>
  );
}
