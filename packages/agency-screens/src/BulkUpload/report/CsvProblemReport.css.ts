import { vars } from '@marketplace/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { truncated } from '../../shared/truncated.css';
import { alignWithLine } from '../../shared/userText.css';

export const heading = style({
  margin: 0,
});

/** Fixed layout, so a page with long values is as wide as the next and paging does not jump. */
export const table = style({
  tableLayout: 'fixed',
  minInlineSize: '40rem',
});

export const columnWidths = styleVariants({
  // Shares rather than fixed widths: the report sits in a column of 600 px or less, and the problem is the longest text.
  row: { inlineSize: '4.5rem' },
  column: { inlineSize: '24%' },
  problem: {},
  value: { inlineSize: '22%' },
});

export const columnName = style([
  truncated,
  {
    fontFamily: vars.font.mono,
  },
]);

export const wholeRow = style([
  truncated,
  {
    fontStyle: 'italic',
    color: vars.color.textMuted,
  },
]);

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `${vars.space.xsmall} solid ${vars.color.danger}`,
  borderRadius: vars.radius.medium,
  minInlineSize: 0,
});

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const cardLabel = style({
  color: vars.color.textMuted,
});

export const cardValue = style({
  margin: 0,
  // A value of the file (`dir="auto"`) stays on its label's side.
  ...alignWithLine,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});
