import { pointTextErrorMessage, readPointText, type GeoPoint } from '@marketplace/domain';
import { useCallback, useState } from 'react';
import { useMapPickerMessages } from '../messages';
import type { CoordinateEntryProps } from './components/CoordinateEntry';

/** The typed coordinates field's state; `propsFor` turns it into the field's props. */
export interface CoordinateEntryState {
  /** The field's props: a text that reads as a point goes to `onPoint`, a refused one stays with its reason. */
  readonly propsFor: (onPoint: (point: GeoPoint) => void) => CoordinateEntryProps;
  /** Forgets the reason of the last refusal (the point was set another way). Stable. */
  readonly clearError: () => void;
}

/** The typed coordinates field (a position entered without a pointer), shared by the map dialogs. */
export function useCoordinateEntry(): CoordinateEntryState {
  const messages = useMapPickerMessages();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clearError = useCallback(() => setError(null), []);
  return {
    clearError,
    propsFor: (onPoint) => ({
      text,
      error,
      onTextChange: (next) => {
        setText(next);
        setError(null);
      },
      onApply: () => {
        const read = readPointText(text);
        if (!read.ok) {
          setError(pointTextErrorMessage(read, messages));
          return;
        }
        setError(null);
        onPoint(read.point);
      },
    }),
  };
}
