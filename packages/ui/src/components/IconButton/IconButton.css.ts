import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/**
 * Layered over the Button recipe (same variants and states): only the square shape differs,
 * so the two kinds of button cannot drift apart visually.
 */
export const iconButton = recipe({
  base: {
    paddingInline: 0,
    flexShrink: 0,
  },
  variants: {
    size: {
      small: { inlineSize: vars.size.controlSmall, blockSize: vars.size.controlSmall },
      medium: { inlineSize: vars.size.controlMedium, blockSize: vars.size.controlMedium },
      large: { inlineSize: vars.size.controlLarge, blockSize: vars.size.controlLarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const tooltip = style({
  // react-aria measures the margin when positioning, so it becomes the gap to the trigger.
  margin: vars.space.xsmall,
  maxInlineSize: vars.size.dialogSmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.medium,
  pointerEvents: 'none',
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
});
