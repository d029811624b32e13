import { recipe } from '@vanilla-extract/recipes';
import type { StyleRule } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

interface VariantColours {
  rest: StyleRule;
  hovered: StyleRule;
  pressed: StyleRule;
}

/**
 * A variant's look at rest, hovered and pressed. react-aria's Button reports hover and press as data
 * attributes (hover from a mouse only, press from keys too); `PlainButton` (`[data-plain]`, a native
 * button) gets them from :hover, under `(hover: hover)` so that a tap leaves no hover behind, and :active.
 */
function variantStyle({ rest, hovered, pressed }: VariantColours): StyleRule {
  return {
    ...rest,
    selectors: {
      '&[data-hovered]:not([data-disabled])': hovered,
      '&[data-pressed]:not([data-disabled])': pressed,
      '&[data-plain]:active:not(:disabled)': pressed,
    },
    '@media': {
      // After :active above in the sheet, so hover would win over press: press is repeated after it.
      '(hover: hover)': {
        selectors: {
          '&[data-plain]:hover:not(:disabled)': hovered,
          '&[data-plain]:hover:active:not(:disabled)': pressed,
        },
      },
    },
  };
}

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
      '&[data-focus-visible], &[data-plain]:focus-visible': focusRing,
      '&[data-disabled], &[data-plain]:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: variantStyle({
        rest: { background: vars.color.primary, color: vars.color.textInverse },
        hovered: { background: vars.color.primaryHover },
        pressed: { background: vars.color.primaryPressed },
      }),
      secondary: variantStyle({
        rest: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
        hovered: { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
        pressed: { background: vars.color.surfaceSunken },
      }),
      danger: variantStyle({
        rest: { background: vars.color.danger, color: vars.color.textInverse },
        hovered: { background: vars.color.dangerHover },
        pressed: { background: vars.color.dangerPressed },
      }),
      ghost: variantStyle({
        rest: { background: 'transparent', color: vars.color.primaryText },
        hovered: { background: vars.color.primarySoft },
        pressed: { background: vars.color.surfaceSunken },
      }),
    },
    size: {
      small: {
        minBlockSize: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
      medium: {
        minBlockSize: vars.size.controlMedium,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
      large: {
        minBlockSize: vars.size.controlLarge,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.medium,
        lineHeight: vars.lineHeight.medium,
      },
    },
    fullWidth: {
      true: { inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});
