import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
