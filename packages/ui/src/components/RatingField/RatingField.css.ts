import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const stars = style({ display: 'flex', gap: vars.space.xxsmall });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.small,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { color: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** A star at or below the chosen rating. */
export const lit = style({ color: vars.color.warning });

export const starIcon = style({
  inlineSize: vars.size.iconMedium,
  blockSize: vars.size.iconMedium,
  selectors: { [`${lit} &`]: { fill: 'currentColor' } },
});
