import { style } from '@vanilla-extract/css';
import { media, vars } from '@marketplace/ui';

export const summary = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The panel sits in the narrower column of the profile page: the two figures side by side, the
  // distribution under them at full width so its bars have room.
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: vars.space.xxlarge } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minInlineSize: 0 });

export const bigNumber = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** The star beside each distribution row's count, in the row's colour. */
export const filledStar = style({ fill: 'currentColor' });

export const distribution = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall, gridColumn: '1 / -1' });

export const distributionRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.controlSmall} minmax(0, 1fr) ${vars.size.controlMedium}`,
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const barTrack = style({
  blockSize: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

// A span, so it must be a block for its width and height to apply.
export const barFill = style({ display: 'block', blockSize: '100%', borderRadius: vars.radius.full, background: vars.color.warning });

export const reviewList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

export const reviewItem = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  minInlineSize: 0,
});

export const reviewHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const authorName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere', minInlineSize: 0 });

export const reviewText = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const toolbarField = style({ flex: '1 1 160px', minInlineSize: 0 });

export const form = style({ display: 'grid', gap: vars.space.large });
