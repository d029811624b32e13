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
  flex: '1 1 20rem',
  minInlineSize: 0,
});

export const reset = style({
  flexShrink: 0,
});
