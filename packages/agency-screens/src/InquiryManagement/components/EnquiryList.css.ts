import { vars } from '@marketplace/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { truncated } from '../../shared/truncated.css';

/**
 * Fixed layout: the columns keep their widths whatever the text, long names and notes truncate
 * instead of widening the table, and below the minimum width the frame scrolls sideways.
 */
export const table = style({
  tableLayout: 'fixed',
  // 896 px: what the screens from enquiryLimits.tableMinScreenPx (1200) have beside the sidebar.
  minInlineSize: '56rem',
});

// Widths for what has a known size; Name, Email and Note share the rest equally.
export const columnWidths = styleVariants({
  // The label and its 16 px sort arrow: 'الرقم' needs about 3.7rem beside the cell's padding (4rem hid the arrow).
  id: { inlineSize: '6rem' },
  name: {},
  email: {},
  status: { inlineSize: '9.5rem' },
  note: {},
  createdAt: { inlineSize: '11.5rem' },
  // The small View Details button (about 7.75rem) and the cell's padding, with room for longer labels.
  actions: { inlineSize: '10.5rem' },
});

export const rowSelect = style({
  inlineSize: '100%',
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const cardName = style([
  truncated,
  {
    margin: 0,
    minInlineSize: 0,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.medium,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
  },
]);

const cardMetaType = {
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
};

export const cardMeta = style([truncated, { margin: 0, minInlineSize: 0, ...cardMetaType }]);

/** The type of a card's 'Label: value' lines (shared/LabelledLine lays them out). */
export const cardMetaText = style(cardMetaType);

export const cardId = style({
  flexShrink: 0,
});

export const cardSelect = style({
  flex: 1,
  minInlineSize: 0,
});

/** The cards' sort selects, side by side, wrapping on the narrowest screens. */
export const cardSort = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});
