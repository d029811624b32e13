import { Button, TextField } from '@marketplace/ui';
import type { FormEvent } from 'react';
import { useMapPickerMessages } from '../../messages';
import * as styles from '../LocationPickerDialog.css';

export interface CoordinateEntryProps {
  /** The coordinates as typed ("25.2048, 55.2708"); kept when refused. */
  text: string;
  /** Why the last text applied was refused, worded (`pointTextErrorMessage`), or null. */
  error: string | null;
  onTextChange: (text: string) => void;
  /** Enter or 'Go to coordinates': read the text and move the point there. */
  onApply: () => void;
}

/** Beyond the spec, whose fields are read-only: a position typed or pasted without a pointer. */
export function CoordinateEntry({ text, error, onTextChange, onApply }: CoordinateEntryProps) {
  const messages = useMapPickerMessages();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className={styles.coordinateEntry} onSubmit={submit}>
      <TextField
        className={styles.coordinateInput}
        label={messages.coordinatesLabel}
        description={messages.coordinatesDescription}
        value={text}
        onChange={onTextChange}
        isInvalid={error !== null}
        errorMessage={error}
        inputMode="decimal"
        textDirection="ltr"
      />
      <Button type="submit" variant="secondary">
        {messages.coordinatesApply}
      </Button>
    </form>
  );
}
