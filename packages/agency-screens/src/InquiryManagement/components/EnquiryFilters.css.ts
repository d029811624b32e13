import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end' },
  },
});

export const search = style({
  flex: 1,
  minWidth: 0,
});

export const status = style({
  '@media': {
    // Wide enough for 'In Progress' and its chevron; the search takes the rest.
    [media.tablet]: { width: '14rem' },
  },
});

export const reset = style({
  flexShrink: 0,
});
