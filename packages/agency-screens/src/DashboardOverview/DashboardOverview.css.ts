import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

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
  height: '100%',
  cursor: 'pointer',
});
