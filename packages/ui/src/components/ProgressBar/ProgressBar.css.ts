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
  width: '100%',
  minWidth: 0,
});

export const label = style({
  gridArea: 'label',
  minWidth: 0,
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
  height: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.durationBase} ${vars.motion.easing}`,
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
        width: '40%',
        animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
        '@media': {
          // Without motion a still, full-width bar still says 'working' without a moving part.
          [media.reducedMotion]: { animation: 'none', width: '100%', opacity: 0.5 },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', indeterminate: false },
});
