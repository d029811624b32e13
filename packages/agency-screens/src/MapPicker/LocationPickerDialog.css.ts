import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0 });

export const mapBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const mapPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  textAlign: 'center',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

/** Point and typed coordinates side by side where there is room, stacked on a phone. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const selected = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const coordinateFields = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.small });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const coordinateEntry = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: vars.space.small });

export const coordinateInput = style({ flex: '1 1 14rem' });
