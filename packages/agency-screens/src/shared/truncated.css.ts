import { style } from '@vanilla-extract/css';

/** One line that ends in an ellipsis instead of wrapping or widening its column (table cells, card lines). */
export const truncated = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
