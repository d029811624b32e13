import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

// The shine runs from the inline end to the start. background-position has no logical form; the gradient is
// symmetric, so right-to-left runs the same keyframes backwards.
const shimmer = keyframes({
  // rtl-physical: reversed under :dir(rtl) below
  from: { backgroundPosition: '100% 0' },
  // rtl-physical: reversed under :dir(rtl) below
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxInlineSize: '100%',
    backgroundColor: vars.color.surfaceMuted,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.surfaceSunken} 50%, ${vars.color.surfaceMuted} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s linear infinite`,
    selectors: { '&:dir(rtl)': { animationDirection: 'reverse' } },
    '@media': {
      [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    variant: {
      // A line of body text: the height of the glyphs, centred in the line box like real text.
      text: {
        inlineSize: '100%',
        blockSize: '0.8em',
        marginBlock: '0.35em',
        borderRadius: vars.radius.small,
      },
      rect: {
        inlineSize: '100%',
        blockSize: vars.size.controlLarge,
        borderRadius: vars.radius.medium,
      },
      circle: {
        inlineSize: vars.size.controlMedium,
        blockSize: vars.size.controlMedium,
        borderRadius: vars.radius.full,
      },
    },
  },
  defaultVariants: { variant: 'text' },
});

export const textBlock = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
