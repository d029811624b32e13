import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const options = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ minInlineSize: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

// Long words (a pasted URL) must wrap rather than widen the card.
export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'end', justifyContent: 'space-between' } },
});

export const search = style({ minInlineSize: 0, flex: '1 1 auto', maxInlineSize: '420px' });

export const count = style({ margin: 0 });

export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  margin: 0,
});

export const amenities = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, listStyle: 'none', margin: 0, padding: 0 });

export const heading = style({ margin: 0, overflowWrap: 'anywhere' });

export const backLink = style({ alignSelf: 'start' });
