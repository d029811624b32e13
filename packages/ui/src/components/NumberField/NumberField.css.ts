import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, focusRingInset } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const root = style({});

/** The bordered box around the input and the steppers; focus shows on the box, not the bare input. */
export const group = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    inlineSize: '100%',
    overflow: 'hidden',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-focus-within]': { borderColor: vars.color.primary },
      '&[data-focus-visible]': { ...focusRing, overflow: 'visible' },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
      [`${root}[data-readonly] &`]: { background: vars.color.surfaceMuted },
    },
  },
  variants: {
    size: {
      small: { minBlockSize: vars.size.controlSmall },
      medium: { minBlockSize: vars.size.controlMedium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const input = recipe({
  base: {
    flex: 1,
    minInlineSize: 0,
    border: 0,
    margin: 0,
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    fontVariantNumeric: 'tabular-nums',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      small: { paddingInline: vars.space.small, paddingBlock: vars.space.xsmall },
      medium: { paddingInline: vars.space.medium, paddingBlock: vars.space.small },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const stepper = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: 0,
    borderInlineStart: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.border },
      '&[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      small: { inlineSize: vars.size.controlSmall },
      medium: { inlineSize: vars.size.controlMedium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
});
