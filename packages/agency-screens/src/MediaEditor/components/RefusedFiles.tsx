import { Banner } from '@marketplace/ui';
import type { MediaRefusal } from '../mediaEditorTypes';
import * as styles from '../MediaEditorView.css';
import { useAdditionalMediaMessages } from '../../messages';

/** Props of {@link RefusedFiles}. */
export interface RefusedFilesProps {
  refusals: readonly MediaRefusal[];
  onDismiss: (id: string) => void;
}

/** One 'Invalid file' message per refused file of the last choice, naming the file and why, each dismissible. */
export function RefusedFiles({ refusals, onDismiss }: RefusedFilesProps) {
  const messages = useAdditionalMediaMessages();
  if (refusals.length === 0) return null;
  return (
    <ul aria-label={messages.refusedFiles} className={styles.plainList}>
      {refusals.map((refusal) => (
        <li key={refusal.id}>
          <Banner
            tone="error"
            title={
              <>
                {messages.invalidFile}: <bdi>{refusal.fileName}</bdi>
              </>
            }
            dismissLabel={messages.dismissRefusal(refusal.fileName)}
            onDismiss={() => onDismiss(refusal.id)}
          >
            {refusal.message}
          </Banner>
        </li>
      ))}
    </ul>
  );
}
