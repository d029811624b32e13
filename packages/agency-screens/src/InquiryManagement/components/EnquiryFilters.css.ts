import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end' },
  },
});

export const search = style({
  // Room for the placeholder; on a tablet beside the sidebar it takes a line of its own.
  flex: '1 1 20rem',
  minInlineSize: 0,
});

export const status = style({
  '@media': {
    // Wide enough for 'In Progress' and its chevron; the search takes the rest.
    [media.tablet]: { inlineSize: '14rem' },
  },
});

export const reset = style({
  flexShrink: 0,
});
