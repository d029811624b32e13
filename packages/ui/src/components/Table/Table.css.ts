import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingInset } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

const cellPaddingBlock = createVar();
const cellPaddingInline = createVar();

/**
 * The scroll container: it scrolls sideways when the columns do not fit (narrow screens), and
 * vertically when given a max height, which is what pins the sticky header.
 */
export const scrollArea = style({
  position: 'relative',
  inlineSize: '100%',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const table = recipe({
  base: {
    inlineSize: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    color: vars.color.text,
    outline: 'none',
    selectors: {
      // The grid itself takes focus only when it has no rows; ring it inside the scroll area.
      '&[data-focus-visible]': focusRingInset,
    },
  },
  variants: {
    density: {
      compact: { vars: { [cellPaddingBlock]: vars.space.xsmall, [cellPaddingInline]: vars.space.small } },
      comfortable: { vars: { [cellPaddingBlock]: vars.space.medium, [cellPaddingInline]: vars.space.large } },
    },
  },
  defaultVariants: { density: 'comfortable' },
});

export const column = recipe({
  base: {
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: vars.zIndex.sticky,
    paddingBlock: cellPaddingBlock,
    paddingInline: cellPaddingInline,
    background: vars.color.surfaceMuted,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    outline: 'none',
    verticalAlign: 'middle',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRingInset,
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { align: 'start' },
});

/**
 * The header's label and sort arrow. Never wider than the cell: in a narrow column (a fixed layout's
 * 4rem ID) the label is cut with an ellipsis and the arrow keeps its size, where the content used to
 * run out of the cell under the next header, which hid the arrow.
 */
export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxInlineSize: '100%',
  verticalAlign: 'middle',
});

export const columnLabel = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sortIcon = recipe({
  base: {
    inlineSize: vars.size.iconSmall,
    blockSize: vars.size.iconSmall,
    flexShrink: 0,
    transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  },
  variants: {
    direction: {
      ascending: { color: vars.color.primaryText },
      descending: { color: vars.color.primaryText, transform: 'rotate(180deg)' },
      none: { color: vars.color.textMuted },
    },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInset,
  },
  '@media': {
    // Hover paints only for real pointers; on touch a tap would leave the row tinted.
    '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceMuted } } },
  },
});

export const cell = recipe({
  base: {
    paddingBlock: cellPaddingBlock,
    paddingInline: cellPaddingInline,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingInset,
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const body = style({});

// The last row's border would double the scroll area's own border.
globalStyle(`${body} > tr:last-child > *`, { borderBlockEnd: 0 });

/**
 * Under react-aria's Virtualizer every row and cell sits in an absolutely positioned wrapper of
 * the layout's fixed size: fill it, and keep one line per cell so content matches `rowHeight`.
 */
export const virtualized = style({});

globalStyle(`${virtualized} [role="row"]`, { blockSize: '100%' });

globalStyle(
  `${virtualized} [role="columnheader"], ${virtualized} [role="rowheader"], ${virtualized} [role="gridcell"]`,
  { blockSize: '100%', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
);

export const empty = style({
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});
