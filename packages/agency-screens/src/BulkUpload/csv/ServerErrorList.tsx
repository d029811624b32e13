import { useId } from 'react';
import * as styles from './CsvUploadResult.css';
import { useBulkUploadMessages } from '../../messages';

/** The server's list of what is wrong with a refused file; it scrolls, and the keyboard can scroll it. */
export function ServerErrorList({ errors }: { errors: readonly string[] }) {
  const bulkUploadMessages = useBulkUploadMessages();
  const headingId = useId();
  if (errors.length === 0) return null;
  return (
    <>
      <p id={headingId} className={styles.errorsHeading}>
        {bulkUploadMessages.result.serverErrors(errors.length)}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a long list scrolls, and with nothing focusable inside the region must take focus itself so keyboard users can scroll it (axe's scrollable-region-focusable). */}
      <div role="region" aria-labelledby={headingId} tabIndex={0} className={styles.errorsList}>
        <ul className={styles.errorItems}>
          {errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
