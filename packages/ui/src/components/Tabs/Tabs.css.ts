import { style } from '@vanilla-extract/css';
import { focusRing, focusRingInset } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const tabList = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  // Too many tabs for a phone scroll sideways rather than wrap onto a second row.
  // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollbarWidth: 'thin',
  // The baseline is an inset shadow so the selected tab's border can paint over it without overflowing.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

/** How far the fade at a cut-off end of the tab row reaches. */
const fadeLength = '2.5rem';
const fade = (direction: 'left' | 'right', start: boolean, end: boolean) =>
  `linear-gradient(to ${direction}, ${start ? 'transparent' : 'black'}, black ${start ? fadeLength : '0'}, black calc(100% - ${end ? fadeLength : '0px'}), ${end ? 'transparent' : 'black'})`;

// The fade follows the reading direction: the end is on the right in English, on the left in Arabic.
const overflowMask = (start: boolean, end: boolean) => ({
  maskImage: fade('right', start, end),
  selectors: { '&:dir(rtl)': { maskImage: fade('left', start, end) } },
});

/** Which ends of the tab row fade out: the ends that hide tabs. */
export const overflow = {
  start: style(overflowMask(true, false)),
  end: style(overflowMask(false, true)),
  both: style(overflowMask(true, true)),
};

export const tab = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBlockEnd: '2px solid transparent',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]:not([data-selected]):not([data-disabled])': {
      color: vars.color.text,
      borderBlockEndColor: vars.color.borderStrong,
    },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceMuted },
    '&[data-selected]': {
      color: vars.color.primaryText,
      borderBlockEndColor: vars.color.primary,
      fontWeight: vars.fontWeight.semibold,
    },
    // Inside the scrolling list an outer outline would be clipped, so the ring is drawn inside.
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.iconMedium,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${tab}[data-selected] &`]: { background: vars.color.primarySoft, color: vars.color.primaryText },
  },
});

export const tabPanel = style({
  paddingBlockStart: vars.space.large,
  minInlineSize: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
