import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** Inputs, then results; side by side from the tablet breakpoint, results beside the inputs they follow. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const groups = style({ display: 'grid', gap: vars.space.large, minInlineSize: 0 });

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const results = style({
  // Beside the inputs, it stays in view while the inputs scroll.
  '@media': { [media.tablet]: { position: 'sticky', insetBlockStart: 0 } },
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const headline = style({
  display: 'block',
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const rates = style({
  display: 'grid',
  gridTemplateColumns: 'max-content max-content',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const rateValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });
