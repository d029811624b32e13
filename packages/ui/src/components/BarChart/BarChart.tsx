import { useId, type ReactNode } from 'react';
import type { Tone } from '../../theme/tones';
import * as styles from './BarChart.css';
import { barSpans } from './barScale';

/** One bar: what it is, its value, and the value as the reader should see it (formatted, with its unit). */
export interface BarChartDatum {
  readonly key: string;
  readonly label: ReactNode;
  readonly value: number;
  readonly valueLabel: ReactNode;
  /** @default 'primary' for values of 0 and above, 'danger' below 0 */
  readonly tone?: Tone;
}

export interface BarChartProps {
  /** The bars, top to bottom. */
  readonly data: readonly BarChartDatum[];
  /** The chart's title, shown above it and naming its list. */
  readonly title: ReactNode;
  readonly className?: string;
}

/**
 * A horizontal bar chart of a few values that may be negative, drawn in SVG on one scale from zero.
 * The words carry the meaning: each bar is a list item with its label and formatted value as text (what
 * a screen reader reads), and the bars repeat it for the eye. Mirrors in right-to-left pages.
 */
export function BarChart({ data, title, className }: BarChartProps) {
  const { zero, spans } = barSpans(data.map((datum) => datum.value));
  const titleId = useId();
  return (
    // Named by its caption explicitly: not every browser and screen reader derives it from figcaption.
    <figure className={[styles.figure, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      <ul className={styles.list}>
        {data.map((datum, index) => {
          const span = spans[index] ?? { start: 0, length: 0 };
          return (
            <li key={datum.key} className={styles.item}>
              <span className={styles.label}>{datum.label}</span>
              <svg className={styles.track} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect
                  className={styles.bar({ tone: datum.tone ?? (datum.value < 0 ? 'danger' : 'primary') })}
                  x={span.start}
                  y={1}
                  width={span.length}
                  height={8}
                />
                <line className={styles.axis} x1={zero} x2={zero} y1={0} y2={10} />
              </svg>
              <span className={styles.value}>{datum.valueLabel}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
