import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

// A plain class rather than ui's Stack: the dashboard is the first page after sign-in, and Stack
// would bring the sprinkles runtime into its first load for this one column (see `pnpm bench`).
export const page = style({ display: 'grid', gap: vars.space.large, minInlineSize: 0 });

/** One column on a narrow screen, the three counters side by side from the tablet breakpoint. */
export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.large },
  },
});

export const counterCard = style({
  blockSize: '100%',
  cursor: 'pointer',
});
