import { vars } from '@marketplace/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** Fixed layout with a minimum width: below it (narrow screens) the table's frame scrolls sideways. */
export const table = style({
  tableLayout: 'fixed',
  minInlineSize: '60rem',
});

// Agent and Contact share what the fixed columns leave.
export const columnWidths = styleVariants({
  agent: {},
  contact: {},
  location: { inlineSize: '10rem' },
  experience: { inlineSize: '7rem' },
  languages: { inlineSize: '10rem' },
  status: { inlineSize: '7.5rem' },
  actions: { inlineSize: '12rem' },
});

export const agentCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const cellLines = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const secondary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
