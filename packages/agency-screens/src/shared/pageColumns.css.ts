import { media, vars } from '@marketplace/ui';
import { createVar, style } from '@vanilla-extract/css';

/** The two columns' `grid-template-columns` from the tablet breakpoint, set by each page. */
export const wideColumns = createVar();

/**
 * A page's main column and the column beside it on wide screens; below the tablet breakpoint one
 * column, in source order. A page sets {@link wideColumns} for its proportions.
 */
export const pageColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: wideColumns },
  },
});
