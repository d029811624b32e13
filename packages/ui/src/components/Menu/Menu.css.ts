import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRingInset } from '../../theme/focusRing.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const popover = style({
  zIndex: vars.zIndex.popover,
  minInlineSize: vars.size.sidebar,
  maxInlineSize: `calc(100vw - 2 * ${vars.space.small})`,
  // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
  },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xsmall,
  outline: 'none',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minBlockSize: vars.size.controlMedium,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.surfaceMuted },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      danger: {
        color: vars.color.dangerText,
        selectors: {
          '&[data-focused]': { background: vars.color.dangerSoft },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: vars.size.iconMedium,
  blockSize: vars.size.iconMedium,
});

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.xsmall,
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  border: 'none',
  background: vars.color.border,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
});

export const sectionHeader = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  cursor: 'default',
});
