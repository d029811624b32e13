import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.medium,
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const chip = style({
  blockSize: vars.size.controlLarge,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const spaceBar = style({
  blockSize: vars.space.medium,
  background: vars.color.primary,
  borderRadius: vars.radius.small,
});

export const radiusBox = style({
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  background: vars.color.primarySoft,
  border: `1px solid ${vars.color.primary}`,
});

export const shadowBox = style({
  blockSize: vars.size.controlLarge,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });
