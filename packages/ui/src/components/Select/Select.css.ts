import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inputBox } from '../private/Field/Field.css';
import { focusRingInset } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const root = style({});

/** The trigger looks like the other inputs: it composes the shared input box, emitted before these rules. */
export const trigger = recipe({
  base: [
    inputBox,
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.small,
      textAlign: 'start',
      cursor: 'pointer',
      // Focus returns here programmatically after a pick; only react-aria's keyboard focus shows the ring.
      outline: 'none',
      selectors: {
        [`${root}[data-open] &`]: { borderColor: vars.color.primary },
        [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
      },
    },
  ],
  variants: {
    size: {
      small: {
        minBlockSize: vars.size.controlSmall,
        paddingBlock: vars.space.xxsmall,
        paddingInline: vars.space.small,
      },
      medium: {},
    },
  },
  defaultVariants: { size: 'medium' },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// react-aria keeps a popover 12 px (its containerPadding) from the viewport's edges. A popover wider
// than the room left would overflow the page, and the first arrow key's scroll of the focused option
// into view would scroll the page, which closes the popover (react-aria closes it on scroll): so a
// full-width trigger's popover is narrowed to fit. 100% is the viewport without its scrollbar here
// (the popover is absolutely positioned in the initial containing block).
const roomBesideEdges = `calc(100% - ${vars.space.xlarge})`;

export const popover = style({
  minInlineSize: `min(var(--trigger-width), ${roomBesideEdges})`,
  maxInlineSize: roomBesideEdges,
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primarySoft },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { color: vars.color.primaryText, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
