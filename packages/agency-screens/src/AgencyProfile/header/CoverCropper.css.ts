import { coverImageLimits } from '@marketplace/domain';
import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** The 700x400 canvas of the spec, shrinking with the dialog on narrow screens at the same ratio. */
export const canvas = style({
  position: 'relative',
  width: '100%',
  maxWidth: `${coverImageLimits.canvasWidthPx}px`,
  aspectRatio: `${coverImageLimits.canvasWidthPx} / ${coverImageLimits.canvasHeightPx}`,
  marginInline: 'auto',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

/** As wide as the canvas, under it. */
export const slider = style({
  maxWidth: `${coverImageLimits.canvasWidthPx}px`,
  marginInline: 'auto',
});
