import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: `linear-gradient(160deg, ${vars.color.sidebar} 0%, ${vars.color.sidebarActive} 55%, ${vars.color.background} 55%)`,
  '@media': { [media.tablet]: { padding: vars.space.xxlarge } },
});

export const panel = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.dialogSmall,
});

export const brand = style({
  marginBlockEnd: vars.space.large,
  color: vars.color.sidebarTextActive,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

// A plain class rather than ui's Stack: the sprinkles runtime behind Stack would be the only reason
// for it on the sign-in page, the first load of every visit (see `pnpm bench`).
export const heading = style({ display: 'grid', gap: vars.space.xxsmall });

export const demo = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
});
