import { style } from '@vanilla-extract/css';

/** Lists and indents point along the line: the bullets and the arrow sit at the inline start, mirrored in Arabic. */
export const mirroredInRtl = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

/** The numbered list is redrawn rather than mirrored, so its digits do not read backwards. */
export const leftToRightOnly = style({
  selectors: { '&:dir(rtl)': { display: 'none' } },
});

export const rightToLeftOnly = style({
  display: 'none',
  selectors: { '&:dir(rtl)': { display: 'inline' } },
});
