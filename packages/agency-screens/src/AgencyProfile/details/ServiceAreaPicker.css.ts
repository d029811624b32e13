import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textMuted,
});

/** About eight rows, then it scrolls: the whole list (~40 areas) would push the form off screen. */
export const listBox = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.xxsmall,
  maxHeight: '18rem',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { background: vars.color.primarySoft, color: vars.color.primaryText },
  },
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.textInverse,
});

export const checkSelected = style({
  borderColor: vars.color.primary,
  background: vars.color.primary,
});

export const error = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.dangerText,
});
