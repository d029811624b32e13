import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../theme/focusRing.css';
import { vars } from '../../../theme/vars.css';

/** A label, its control, the description and the error, stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.dangerText,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  display: 'block',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'block',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
});

/** The bordered box of text-like inputs; states come from react-aria data attributes. */
export const inputBox = style({
  inlineSize: '100%',
  minBlockSize: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceMuted },
  },
});
