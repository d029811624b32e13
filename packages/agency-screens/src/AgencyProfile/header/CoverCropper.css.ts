import { coverImageLimits } from '@marketplace/domain';
import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const cropper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

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

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "track track"',
  rowGap: vars.space.small,
  width: '100%',
  maxWidth: `${coverImageLimits.canvasWidthPx}px`,
  marginInline: 'auto',
});

export const sliderLabel = style({
  gridArea: 'label',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const sliderOutput = style({
  gridArea: 'output',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const sliderTrack = style({
  gridArea: 'track',
  position: 'relative',
  height: vars.size.controlSmall,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: '50%',
    height: vars.space.xsmall,
    transform: 'translateY(-50%)',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  },
});

export const sliderThumb = style({
  top: '50%',
  width: vars.size.iconMedium,
  height: vars.size.iconMedium,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  border: `${vars.space.xxsmall} solid ${vars.color.surface}`,
  boxShadow: vars.shadow.small,
  selectors: {
    '&[data-dragging]': { background: vars.color.primaryPressed },
    '&[data-focus-visible]': { outline: `${vars.space.xxsmall} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});
