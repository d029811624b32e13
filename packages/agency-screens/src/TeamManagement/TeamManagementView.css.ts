import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** The page's parts one above the other (ui's Stack, large gap, without its runtime in the first load). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const subtitle = style({ marginBlockStart: `calc(-1 * ${vars.space.medium})` });

/** Search and Reset take the room; Add Member stays at the end of the line. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const filters = style({ flex: '1 1 24rem', minInlineSize: 0 });

export const skeletonRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
});
