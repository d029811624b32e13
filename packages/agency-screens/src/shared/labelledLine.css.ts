import { style } from '@vanilla-extract/css';
import { truncated } from './truncated.css';

/** The label keeps its place and the value shrinks: a long value is cut, not the label. */
export const line = style({
  display: 'flex',
  alignItems: 'baseline',
  minInlineSize: 0,
  margin: 0,
});

// `pre` keeps the space after the colon, which a flex item would otherwise drop at its end.
export const label = style({ flexShrink: 0, whiteSpace: 'pre' });

export const value = style([truncated, { minInlineSize: 0 }]);
