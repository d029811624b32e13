import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const description = style({
  margin: `${vars.space.xsmall} 0 0`,
  color: vars.color.textMuted,
  maxWidth: '48rem',
});

// Wide screens: the work on the left, the guidelines beside it; narrow screens: one column.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
  },
});
