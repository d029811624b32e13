import * as styles from './Spinner.css';

/** A decorative busy indicator; the busy state itself is announced by the owning control. */
export function Spinner() {
  return <span aria-hidden="true" className={styles.spinner} />;
}
