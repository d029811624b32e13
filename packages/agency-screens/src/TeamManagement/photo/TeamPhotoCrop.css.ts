import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** A square canvas that shrinks with the dialog. */
export const canvas = style({
  position: 'relative',
  inlineSize: '100%',
  maxInlineSize: '26rem',
  aspectRatio: '1 / 1',
  marginInline: 'auto',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

/** As wide as the canvas, under it. */
export const slider = style({
  inlineSize: '100%',
  maxInlineSize: '26rem',
  marginInline: 'auto',
});
