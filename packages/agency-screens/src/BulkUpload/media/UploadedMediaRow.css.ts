import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { alignWithLine } from '../../shared/userText.css';

const thumbnailSize = `calc(${vars.size.controlLarge} + ${vars.space.large})`;

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${thumbnailSize} minmax(0, 1fr)`,
  gridTemplateAreas: '"thumbnail details" "actions actions"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: `${thumbnailSize} minmax(0, 1fr) auto`,
      gridTemplateAreas: '"thumbnail details actions"',
    },
  },
});

export const thumbnail = style({
  gridArea: 'thumbnail',
  inlineSize: thumbnailSize,
  blockSize: thumbnailSize,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});

export const videoThumbnail = style([
  thumbnail,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
  },
]);

export const videoGlyph = style({
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
});

export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

// The file's name (`dir="auto"`) stays on the row's reading side.
export const name = style({
  margin: 0,
  ...alignWithLine,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const url = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  // One click selects the whole URL, for a manual copy when the clipboard is refused.
  userSelect: 'all',
  cursor: 'text',
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
