import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** Description and error on the start side, the counter on the end side. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const footerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

const counterBase = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const counter = styleVariants({
  neutral: [counterBase, { color: vars.color.textMuted }],
  warning: [counterBase, { color: vars.color.warningText, fontWeight: vars.fontWeight.semibold }],
  danger: [counterBase, { color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold }],
});
