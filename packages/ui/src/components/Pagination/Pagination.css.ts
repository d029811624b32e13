import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minInlineSize: vars.size.controlSmall,
  minBlockSize: vars.size.controlSmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: '1px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.6 },
  },
});

export const pageButton = recipe({
  base: [buttonBase],
  variants: {
    current: {
      true: {
        background: vars.color.primary,
        color: vars.color.textInverse,
        fontWeight: vars.fontWeight.semibold,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.primaryPressed },
        },
      },
      false: {},
    },
  },
  defaultVariants: { current: false },
});

export const stepButton = style([buttonBase, { borderColor: vars.color.border }]);

/** On narrow screens the step buttons keep only their arrow; the text stays as the accessible name. */
export const stepLabel = style({
  '@media': {
    [media.narrow]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const icon = style({
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  flexShrink: 0,
  // 'Previous' points to the inline start and 'next' to the end: left and right in English, mirrored in Arabic.
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.controlSmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const hiddenWhenNarrow = style({
  '@media': { [media.narrow]: { display: 'none' } },
});

export const hiddenWhenWide = style({
  '@media': { [media.tablet]: { display: 'none' } },
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
