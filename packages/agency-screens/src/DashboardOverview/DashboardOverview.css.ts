import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** One column on a narrow screen, the three counters side by side from the tablet breakpoint. */
export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.large },
  },
});

/** The whole card is the link, so it must say so on hover and focus without an underline over the figure. */
export const counterLink = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.large,
  outline: 'none',
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.medium },
    '&[data-pressed]': { boxShadow: vars.shadow.small },
    '&[data-focus-visible]': { outline: `${vars.space.xxsmall} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const counterCard = style({
  height: '100%',
  cursor: 'pointer',
});
