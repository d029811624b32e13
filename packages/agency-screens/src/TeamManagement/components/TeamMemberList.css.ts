import { vars } from '@marketplace/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { truncated } from '../../shared/truncated.css';

/** Fixed layout: long names and addresses truncate (the full text on hover) instead of widening the table. */
export const table = style({
  tableLayout: 'fixed',
  minInlineSize: '44rem',
});

export const columnWidths = styleVariants({
  photo: { inlineSize: '4.5rem' },
  name: {},
  title: {},
  email: {},
  mobile: { inlineSize: '9rem' },
  actions: { inlineSize: '10.5rem' },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const cardBody = style({ display: 'grid', gap: vars.space.xsmall, minInlineSize: 0 });

export const cardName = style([truncated, { margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text }]);

export const cardLine = style([truncated, { margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted }]);

/** The type of a card's 'Label: value' lines (shared/LabelledLine lays them out). */
export const cardLineText = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const cardActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
