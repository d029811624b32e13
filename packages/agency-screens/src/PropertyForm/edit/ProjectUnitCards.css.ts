import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** The project and developer cards side by side from the tablet width, stacked under it. */
export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
