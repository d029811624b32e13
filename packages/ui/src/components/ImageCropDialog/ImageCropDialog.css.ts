import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The default canvas: as wide as the dialog, 4:3, the picture clipped to it. */
export const canvas = style({
  position: 'relative',
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const slider = style({ inlineSize: '100%' });
