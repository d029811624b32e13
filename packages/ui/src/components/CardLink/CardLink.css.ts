import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/** The card is the link: it lifts on hover instead of underlining the figures inside it. */
export const cardLink = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.large,
  outline: 'none',
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.medium },
    '&[data-pressed]': { boxShadow: vars.shadow.small },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});
