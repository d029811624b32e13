import { tokens, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** Widths of the grid itself (not the window: the sidebar takes its share) where it goes to 2 and 3 columns. */
export const twoColumnsFromPx = 560;
export const threeColumnsFromPx = 880;

/**
 * The virtualised grid's tracks (react-aria's GridLayout fits as many `minItem + gap` as the width
 * holds): 2 columns from the same 560 px, 3 from 840 px, at the plain grid's gap.
 */
const gapPx = Number.parseInt(tokens.space.large, 10);
export const columnTrackPx = { minItem: twoColumnsFromPx / 2 - gapPx, gap: gapPx };

export const container = style({ containerType: 'inline-size', minInlineSize: 0 });

/** 1, 2 or 3 columns by the grid's own width (spec 3 section 2.7). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [`(inline-size >= ${twoColumnsFromPx}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`(inline-size >= ${threeColumnsFromPx}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({ minInlineSize: 0, display: 'flex', flexDirection: 'column' });
