import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
