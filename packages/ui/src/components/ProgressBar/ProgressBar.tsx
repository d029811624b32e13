import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { AriaProgressBarProps } from 'react-aria/useProgressBar';
import { useProgressBar } from 'react-aria/useProgressBar';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['primary', 'success', 'danger'] as const;

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'label'> {
  /** The visible label, e.g. the file name. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** @default 'primary' */
  tone?: (typeof progressBarTones)[number];
  /**
   * Show the value text beside the label: the percentage ('45%') by default, or `valueLabel` when given.
   * Never shown while indeterminate.
   * @default true
   */
  showValueText?: boolean;
  className?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Upload and task progress on react-aria's useProgressBar (role, aria-valuenow and the '45%' text
 * come from it). The hook rather than react-aria-components' ProgressBar: every RAC Button imports
 * that module for its pending state, so using the component anywhere would put its number
 * formatting into the chunk of every page with a button, the sign-in page among them.
 */
export function ProgressBar({ label, tone, showValueText = true, className, ...props }: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100, isIndeterminate = false } = props;
  const { progressBarProps, labelProps } = useProgressBar({ ...props, label });
  const percentage = isIndeterminate ? undefined : ((clamp(value, minValue, maxValue) - minValue) / (maxValue - minValue)) * 100;
  return (
    <div {...progressBarProps} className={clsx(styles.root, className)}>
      {label ? (
        <span {...labelProps} className={styles.label}>
          {label}
        </span>
      ) : null}
      {showValueText && !isIndeterminate ? <span className={styles.value}>{progressBarProps['aria-valuetext']}</span> : null}
      <div className={styles.track}>
        <div
          className={styles.fill({ tone, indeterminate: isIndeterminate })}
          style={percentage === undefined ? undefined : { inlineSize: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
