import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { alignWithLine } from './userText.css';

/** A two-column term and value list: terms as wide as the longest, values wrapping in the rest. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
});

// A long e-mail or address must wrap rather than widen the card.
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', ...alignWithLine });
