import { focusRing, vars } from '@marketplace/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { alignWithLine } from '../../shared/userText.css';

export const heading = style({
  margin: 0,
});

/** Thirty-nine columns never fit: the frame scrolls sideways, and takes focus so keys can scroll it. */
export const scrollArea = style({
  inlineSize: '100%',
  // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} thead th`, {
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${table} tbody th`, {
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
});

// A cell of the file (`dir="auto"`): its text runs its own way, the cell stays on the table's reading side.
export const value = style({
  display: 'block',
  ...alignWithLine,
  maxInlineSize: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** A refused cell: tinted, and marked with an icon that names the problem, so colour is not the only cue. */
export const problemCell = style({
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
});

export const problemContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const problemIcon = style({
  flexShrink: 0,
});
