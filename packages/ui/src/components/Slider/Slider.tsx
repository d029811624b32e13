import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  Label as RACLabel,
  Slider as RACSlider,
  SliderOutput as RACSliderOutput,
  SliderThumb as RACSliderThumb,
  SliderTrack as RACSliderTrack,
  composeRenderProps,
  type SliderProps as RACSliderProps,
} from 'react-aria-components';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<RACSliderProps<number>, 'children'> {
  /** The visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Show the formatted value beside the label. @default true */
  showValue?: boolean;
  /** Name of the thumb's hidden input, for a native form. */
  name?: string;
}

/**
 * A single-value slider on react-aria's Slider: pointer drags and the arrow, Page and Home/End keys
 * move it, and the thumb is announced with the label and the formatted value (`formatOptions`).
 */
export function Slider({ label, showValue = true, name, className, ...props }: SliderProps) {
  return (
    <RACSlider {...props} className={composeRenderProps(className, (userClass) => clsx(styles.slider, userClass))}>
      {label != null ? <RACLabel className={styles.label}>{label}</RACLabel> : null}
      {showValue ? <RACSliderOutput className={styles.output} /> : null}
      <RACSliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <span className={styles.fill} style={{ inlineSize: `${state.getThumbPercent(0) * 100}%` }} />
            <RACSliderThumb name={name} className={styles.thumb} />
          </>
        )}
      </RACSliderTrack>
    </RACSlider>
  );
}
