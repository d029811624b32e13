import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const card = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minInlineSize: 0,
});

/** Each column as a label over its value, two a row where they fit. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const field = style({ minInlineSize: 0, display: 'grid', gap: vars.space.xxsmall, alignContent: 'start' });

export const label = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const value = style({ margin: 0, minInlineSize: 0, fontSize: vars.fontSize.small, color: vars.color.text });
