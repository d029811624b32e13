import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** The three slots side by side where they fit, one under another on a phone. */
export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.xlarge,
  alignItems: 'start',
});

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const requiredMark = style({
  color: vars.color.dangerText,
  marginInlineStart: vars.space.xxsmall,
});

export const preview = style({
  display: 'block',
  inlineSize: '100%',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

/** A file name has no spaces to break at: it wraps anywhere rather than widen the slot. */
export const fileName = style({
  overflowWrap: 'anywhere',
});

export const removeButton = style({
  alignSelf: 'start',
});
