import { useId, useState, type ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  VisuallyHidden,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './TextArea.css';

export const characterCountTones = ['neutral', 'warning', 'danger'] as const;
export type CharacterCountTone = (typeof characterCountTones)[number];

/** When the counter changes tone; any warning rule given is enough, and danger wins over warning. */
export interface CharacterCountThresholds {
  /** Warning once the count is strictly above this number of characters (e.g. 450 of 500). */
  warningThreshold?: number;
  /** Warning once the share of characters left is at or below this fraction (e.g. 0.2 for 20% left). */
  warningAt?: number;
  /** Danger once the share of characters left is at or below this fraction (e.g. 0.1); 0 means at the limit. @default 0 */
  dangerAt?: number;
}

/** The tone of a character counter: danger wins over warning; either warning rule is enough. */
export function getCharacterCountTone(
  count: number,
  maxLength: number,
  { warningThreshold, warningAt, dangerAt = 0 }: CharacterCountThresholds = {},
): CharacterCountTone {
  const leftShare = (maxLength - count) / maxLength;
  if (leftShare <= dangerAt) return 'danger';
  if (warningThreshold !== undefined && count > warningThreshold) return 'warning';
  if (warningAt !== undefined && leftShare <= warningAt) return 'warning';
  return 'neutral';
}

const defaultFormatCount = (count: number, maxLength: number) => `${count}/${maxLength}`;
const defaultFormatCountAnnouncement = (count: number, maxLength: number) =>
  `${maxLength - count} characters remaining`;

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type'>, CharacterCountThresholds {
  /** The visible label. Without one, pass `aria-label` so the text area still has a name. */
  label?: ReactNode;
  /** Help text under the text area, announced as its description. */
  description?: ReactNode;
  /** Shown under the text area while it is invalid (`isInvalid` or failed validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint shown while the text area is empty; never a substitute for the label. */
  placeholder?: string;
  /** Visible lines of text before it scrolls; the user may drag it taller. @default 4 */
  rows?: number;
  /** The hard limit of characters. Setting it shows the counter under the text area. */
  maxLength?: number;
  /** The visible counter text. @default (count, maxLength) => `${count}/${maxLength}` */
  formatCount?: (count: number, maxLength: number) => string;
  /**
   * What screen readers hear, politely, when the counter crosses into warning or danger.
   * @default (count, maxLength) => `${maxLength - count} characters remaining`
   */
  formatCountAnnouncement?: (count: number, maxLength: number) => string;
}

const toneRank: Record<CharacterCountTone, number> = { neutral: 0, warning: 1, danger: 2 };

/**
 * A multi-line text input with an optional character counter that turns to warning and danger tones
 * near the limit. The counter is the text area's description, so its current value is read on focus;
 * a hidden polite live region speaks only when the tone steps up, so typing does not flood screen readers.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxLength,
  formatCount = defaultFormatCount,
  formatCountAnnouncement = defaultFormatCountAnnouncement,
  warningThreshold,
  warningAt,
  dangerAt,
  className,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const counterId = useId();
  const [typedValue, setTypedValue] = useState(props.defaultValue ?? '');
  const [announcement, setAnnouncement] = useState('');
  const count = (props.value ?? typedValue).length;
  const thresholds = { warningThreshold, warningAt, dangerAt };
  const tone = maxLength === undefined ? 'neutral' : getCharacterCountTone(count, maxLength, thresholds);

  const handleChange = (next: string) => {
    setTypedValue(next);
    if (maxLength !== undefined) {
      const nextTone = getCharacterCountTone(next.length, maxLength, thresholds);
      if (toneRank[nextTone] > toneRank[tone]) setAnnouncement(formatCountAnnouncement(next.length, maxLength));
      else if (nextTone !== tone) setAnnouncement('');
    }
    onChange?.(next);
  };

  return (
    <RACTextField
      {...props}
      maxLength={maxLength}
      onChange={handleChange}
      aria-describedby={[maxLength !== undefined ? counterId : undefined, ariaDescribedBy].filter(Boolean).join(' ') || undefined}
      className={composeRenderProps(className, (userClass) =>
        [fieldStyles.field, userClass].filter(Boolean).join(' '),
      )}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACTextArea rows={rows} placeholder={placeholder} className={styles.textArea} />
      <div className={styles.footer}>
        <div className={styles.footerText}>
          {description != null ? <FieldDescription>{description}</FieldDescription> : null}
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </div>
        {maxLength !== undefined ? (
          <span id={counterId} data-tone={tone} className={styles.counter[tone]}>
            {formatCount(count, maxLength)}
          </span>
        ) : null}
      </div>
      {maxLength !== undefined ? (
        <VisuallyHidden role="status">{tone === 'neutral' ? '' : announcement}</VisuallyHidden>
      ) : null}
    </RACTextField>
  );
}
