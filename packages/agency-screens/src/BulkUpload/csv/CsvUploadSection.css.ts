import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const selectedFile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  minInlineSize: 0,
});

export const fileName = style({
  margin: 0,
  flex: '1 1 12rem',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
});

export const fileSize = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
