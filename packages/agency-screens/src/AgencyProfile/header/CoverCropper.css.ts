import { coverImageLimits } from '@marketplace/domain';
import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/**
 * The 700x400 canvas of the spec, shrinking with the dialog; on a phone it is taller (4:3), so the
 * picture around the wide crop window can still be seen and dragged.
 */
export const canvas = style({
  position: 'relative',
  inlineSize: '100%',
  maxInlineSize: `${coverImageLimits.canvasWidthPx}px`,
  aspectRatio: `${coverImageLimits.canvasWidthPx} / ${coverImageLimits.canvasHeightPx}`,
  marginInline: 'auto',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  '@media': {
    [media.narrow]: { aspectRatio: '4 / 3' },
  },
});

/** As wide as the canvas, under it. */
export const slider = style({
  maxInlineSize: `${coverImageLimits.canvasWidthPx}px`,
  marginInline: 'auto',
});
