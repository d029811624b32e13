import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['primary', 'success', 'danger'] as const;

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
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
}

/** Upload and task progress on react-aria's ProgressBar (role, aria-valuenow and the '45%' text come from it). */
export function ProgressBar({ label, tone, showValueText = true, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : null}
          {showValueText && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
          <div className={styles.track}>
            <div
              className={styles.fill({ tone, indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
