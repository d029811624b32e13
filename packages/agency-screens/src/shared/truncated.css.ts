import { style } from '@vanilla-extract/css';
import { alignWithLine } from './userText.css';

/**
 * One line that ends in an ellipsis instead of wrapping or widening its column (table cells, card lines).
 * The line often holds user text with a direction of its own (`dir="auto"`, or `dir="ltr"` for an e-mail
 * or a phone number): `match-parent` keeps it on the side of the column or card, as the page reads,
 * while the text inside runs its own way and a long one is cut at its own end.
 */
export const truncated = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  ...alignWithLine,
});
