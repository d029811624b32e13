import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const subtitle = style({ marginBlockStart: `calc(-1 * ${vars.space.medium})` });

/** Search and Reset take the room; Add Member stays at the end of the line. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const filters = style({ flex: '1 1 24rem', minWidth: 0 });

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
});
