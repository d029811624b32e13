import { readPlanPercent, type PlanPercentReading } from '@marketplace/domain';
import { TextField } from '@marketplace/ui';
import { useState } from 'react';
import { usePaymentPlansMessages } from '../../messages';

/** Props of {@link PercentField}. */
export interface PercentFieldProps {
  /** The visible label, which also names the field in its error message. */
  label: string;
  /** The stored percentage; null or undefined while nothing was typed. */
  value: number | null | undefined;
  /** A readable percentage from 0 to 100 was typed (an emptied field gives 0, as the spec says). */
  onChange: (value: number) => void;
  /** Help text under the field. */
  description?: string;
  /** @default false */
  isDisabled?: boolean;
}

const shownText = (value: number | null | undefined) => (value == null ? '' : String(value));

function numberOf(reading: PlanPercentReading): number | undefined {
  return reading.kind === 'number' || reading.kind === 'empty' ? reading.value : undefined;
}

/**
 * A percentage typed as text: the field keeps what the agent typed while it is no number yet
 * ('12.', '٤', 'forty') and says why, and reports only readable percentages, so a half-typed
 * entry never turns into a number behind the agent's back.
 */
export function PercentField({ label, value, onChange, description, isDisabled = false }: PercentFieldProps) {
  const messages = usePaymentPlansMessages();
  const [text, setText] = useState(() => shownText(value));
  const [seenValue, setSeenValue] = useState(value);
  // A value set from outside (a reset, a restored draft) replaces the text unless the text already says it.
  if (value !== seenValue) {
    setSeenValue(value);
    if (numberOf(readPlanPercent(text)) !== (value ?? 0)) setText(shownText(value));
  }
  const reading = readPlanPercent(text);
  const error =
    reading.kind === 'notANumber' ? messages.notANumber(label) : reading.kind === 'outOfRange' ? messages.outOfRange(label) : undefined;

  function change(next: string) {
    setText(next);
    const typed = numberOf(readPlanPercent(next));
    if (typed !== undefined && typed !== value) onChange(typed);
  }

  return (
    <TextField
      label={label}
      description={description}
      value={text}
      onChange={change}
      inputMode="decimal"
      isInvalid={error !== undefined}
      errorMessage={error}
      isDisabled={isDisabled}
    />
  );
}
