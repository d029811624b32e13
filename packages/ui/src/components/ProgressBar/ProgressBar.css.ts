import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "track track"',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  inlineSize: '100%',
  minInlineSize: 0,
});

export const label = style({
  gridArea: 'label',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const value = style({
  gridArea: 'value',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridArea: 'track',
  position: 'relative',
  blockSize: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

// The indeterminate bar runs from the inline start to the end: rightwards in English, leftwards in Arabic.
// Transforms have no logical form, so right-to-left has keyframes of its own.
const slide = keyframes({
  // rtl-physical: the left-to-right run; slideRtl mirrors it
  from: { transform: 'translateX(-100%)' },
  // rtl-physical: the left-to-right run; slideRtl mirrors it
  to: { transform: 'translateX(250%)' },
});
const slideRtl = keyframes({
  // rtl-physical: the right-to-left run, chosen under :dir(rtl)
  from: { transform: 'translateX(100%)' },
  // rtl-physical: the right-to-left run, chosen under :dir(rtl)
  to: { transform: 'translateX(-250%)' },
});

export const fill = recipe({
  base: {
    blockSize: '100%',
    borderRadius: vars.radius.full,
    transition: `inline-size ${vars.motion.durationBase} ${vars.motion.easing}`,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary },
      success: { background: vars.color.success },
      danger: { background: vars.color.danger },
    },
    indeterminate: {
      true: {
        inlineSize: '40%',
        animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
        selectors: { '&:dir(rtl)': { animationName: slideRtl } },
        '@media': {
          // Without motion a still, full-width bar still says 'working' without a moving part.
          [media.reducedMotion]: { animation: 'none', inlineSize: '100%', opacity: 0.5 },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', indeterminate: false },
});
