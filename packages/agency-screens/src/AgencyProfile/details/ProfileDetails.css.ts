import { media, sprinkles, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const details = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large', minInlineSize: 0 });

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  margin: 0,
  paddingBlockStart: vars.space.large,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A long field (description, address, service areas) takes the whole row. */
export const wideField = style({
  '@media': {
    [media.tablet]: { gridColumn: '1 / -1' },
  },
});

export const valueData = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const notProvided = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const areaList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tabErrors = style({
  marginInlineStart: vars.space.xsmall,
});
