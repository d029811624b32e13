import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { choiceTarget } from '../private/ChoiceControl/ChoiceControl.css';

export const items = recipe({
  base: { display: 'flex', minInlineSize: 0, paddingBlock: vars.space.xxsmall },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
    variant: {
      plain: { columnGap: vars.space.large, rowGap: vars.space.small },
      card: { gap: vars.space.medium },
    },
  },
  compoundVariants: [
    {
      // Cards side by side share the row evenly, and stack below the breakpoint.
      variants: { orientation: 'horizontal', variant: 'card' },
      style: { flexWrap: 'nowrap', '@media': { [media.narrow]: { flexDirection: 'column' } } },
    },
  ],
  defaultVariants: { orientation: 'vertical', variant: 'plain' },
});

export const radio = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 },
  variants: {
    variant: {
      plain: {},
      card: {
        // The label's ::after is stretched over the card so the whole card is one target.
        position: 'relative',
        flex: '1 1 0',
        padding: vars.space.large,
        borderRadius: vars.radius.medium,
        background: vars.color.surface,
        transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
        selectors: {
          '&[data-selected]': { background: vars.color.primarySoft },
          '&[data-disabled]': { background: vars.color.surfaceMuted },
        },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export const radioButton = recipe({
  base: choiceTarget,
  variants: {
    variant: {
      plain: {},
      card: {
        fontWeight: vars.fontWeight.semibold,
        selectors: {
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: vars.radius.medium,
            border: `1px solid ${vars.color.border}`,
            transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
          },
          '&[data-hovered]::after': { borderColor: vars.color.borderStrong },
          '&[data-selected]::after': {
            borderColor: vars.color.primary,
            boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
          },
          '&[data-invalid]::after': { borderColor: vars.color.danger },
          '&[data-focus-visible]::after': focusRing,
        },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export const indicator = style({
  flex: 'none',
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  marginBlockStart: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text },
    '[data-selected] > &': {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      // A ring of surface colour inside the border leaves the selected dot.
      boxShadow: `inset 0 0 0 ${vars.space.xxsmall} ${vars.color.surface}`,
    },
    '[data-pressed] > &': { borderColor: vars.color.primaryPressed },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-invalid][data-selected] > &': { background: vars.color.danger },
    '[data-disabled] > &': { opacity: 0.55 },
  },
});

/** The plain radio shows its focus ring on the circle; the card shows it on the whole card. */
export const plainIndicatorFocus = style({
  selectors: {
    '[data-focus-visible] > &': focusRing,
  },
});

export const label = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const description = recipe({
  base: {
    paddingInlineStart: `calc(${vars.size.iconSmall} + ${vars.space.small})`,
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.xsmall,
    color: vars.color.textMuted,
  },
  variants: {
    variant: {
      plain: {},
      card: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
    },
  },
  defaultVariants: { variant: 'plain' },
});
