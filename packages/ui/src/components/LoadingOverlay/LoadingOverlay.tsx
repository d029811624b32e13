import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** The headline, e.g. 'Loading Dashboard'. */
  title: ReactNode;
  /** A second line, e.g. 'Please wait while we set things up...'. */
  description?: ReactNode;
}

/**
 * Covers the page while an app-level load runs (session, profile). It is a polite status region,
 * so screen readers hear the title once instead of a silent blank page.
 */
export function LoadingOverlay({ title, description }: LoadingOverlayProps) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true">
      <div className={styles.panel}>
        <span className={styles.spinner}>
          <Spinner />
        </span>
        <p className={styles.title}>{title}</p>
        {description != null ? <p className={styles.description}>{description}</p> : null}
      </div>
    </div>
  );
}
