import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as styles from './CharacterCount.css';

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
const defaultFormatCountAnnouncement = (count: number, maxLength: number) => `${maxLength - count} characters remaining`;

/** The counter props a text input takes. */
export interface CharacterCountProps extends CharacterCountThresholds {
  /** The hard limit of characters. Setting it shows the counter under the input. */
  maxLength?: number;
  /** The visible counter text. @default (count, maxLength) => `${count}/${maxLength}` */
  formatCount?: (count: number, maxLength: number) => string;
  /**
   * What screen readers hear, politely, when the counter crosses into warning or danger.
   * @default (count, maxLength) => `${maxLength - count} characters remaining`
   */
  formatCountAnnouncement?: (count: number, maxLength: number) => string;
  /**
   * Whether the input stops at `maxLength` (the native limit, which also cuts pasted text silently).
   * `false` lets text run past it so that the form can refuse it with a message; the counter then
   * shows the overrun in the danger tone. @default true
   */
  enforceMaxLength?: boolean;
}

const toneRank: Record<CharacterCountTone, number> = { neutral: 0, warning: 1, danger: 2 };

interface CharacterCountInput extends CharacterCountProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  'aria-describedby'?: string;
}

/**
 * The counter of a text input, from the input's own props: the props to pass on to react-aria's
 * `TextField` (the limit, a change handler that counts and announces a step up in tone, and the
 * counter in `aria-describedby`), and the counter and live region to render. The counter is the
 * input's description, so its value is read on focus; the live region speaks only on a step up.
 */
export function useCharacterCount<Props extends CharacterCountInput>(props: Props) {
  const {
    onChange,
    maxLength,
    formatCount = defaultFormatCount,
    formatCountAnnouncement = defaultFormatCountAnnouncement,
    warningThreshold,
    warningAt,
    dangerAt,
    enforceMaxLength = true,
    'aria-describedby': ariaDescribedBy,
    ...fieldProps
  } = props;
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

  const counter: ReactNode =
    maxLength === undefined ? null : (
      <span id={counterId} data-tone={tone} className={styles.counter[tone]}>
        {formatCount(count, maxLength)}
      </span>
    );
  const liveRegion: ReactNode =
    maxLength === undefined ? null : <VisuallyHidden role="status">{tone === 'neutral' ? '' : announcement}</VisuallyHidden>;

  return {
    fieldProps: {
      ...fieldProps,
      maxLength: enforceMaxLength ? maxLength : undefined,
      onChange: handleChange,
      'aria-describedby': [maxLength !== undefined ? counterId : undefined, ariaDescribedBy].filter(Boolean).join(' ') || undefined,
    },
    hasCounter: maxLength !== undefined,
    counter,
    liveRegion,
  };
}

/** Description and error on the start side, the counter (if any) on the end side. */
export function CharacterCountFooter({ counter, children }: { counter: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.footer}>
      <div className={styles.footerText}>{children}</div>
      {counter}
    </div>
  );
}
