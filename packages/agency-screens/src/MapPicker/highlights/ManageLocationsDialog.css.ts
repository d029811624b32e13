import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0 });

/** The form and the list side by side where there is room, stacked on a phone. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minInlineSize: 0,
});

export const editing = style({ borderColor: vars.color.focusRing });

export const swatch = style({ inlineSize: '0.875rem', blockSize: '0.875rem', borderRadius: '50%', flexShrink: 0 });

export const itemText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, overflowWrap: 'anywhere' });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, justifyContent: 'end' });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
