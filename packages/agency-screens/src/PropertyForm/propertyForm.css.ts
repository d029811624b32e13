import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

// The quality panel goes beside the form only where both fit; ui's breakpoints stop at tablets.
const wideScreen = 'screen and (min-width: 1200px)';

/** The form and, on wide screens, the listing-quality panel beside it. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [wideScreen]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' },
  },
});

/**
 * The quality panel comes first in the page (a collapsible summary above the form on smaller
 * screens) and moves into the second column on wide ones, where it stays in view while the form scrolls.
 */
export const aside = style({
  '@media': {
    [wideScreen]: { gridColumn: 2, gridRow: 1, position: 'sticky', insetBlockStart: vars.space.large },
  },
});

/** The form keeps the first column on wide screens, whatever comes before it in the page. */
export const main = style({
  minInlineSize: 0,
  '@media': {
    [wideScreen]: { gridColumn: 1, gridRow: 1 },
  },
});

/** Where the quality panel sits beside the form, for its own layout choice. */
export const wideScreenQuery = wideScreen;

/** Fields of a group: one column on phones, two from tablets, three on wide screens. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [wideScreen]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A field that spans the whole row of its grid (a description, an address). */
export const wide = style({ gridColumn: '1 / -1' });

/** The submit row stays at the bottom of the viewport while the form is longer than it. */
export const actions = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  zIndex: 1,
});

/** The read-only coordinates with the map button beside them. */
export const locationRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});
