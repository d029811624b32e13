import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stars = style({ display: 'inline-flex', gap: vars.space.xxsmall, color: vars.color.warning });

export const filled = style({ fill: 'currentColor' });

export const empty = style({ fill: 'none', color: vars.color.borderStrong });
