import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    border: '1px solid transparent',
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.textInverse,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.dangerHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.dangerPressed },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primarySoft },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
      medium: {
        minHeight: vars.size.controlMedium,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
      large: {
        minHeight: vars.size.controlLarge,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.medium,
        lineHeight: vars.lineHeight.medium,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});
