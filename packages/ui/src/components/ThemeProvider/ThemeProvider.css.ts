import { style } from '@vanilla-extract/css';
import { resetRoot } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

/** The themed root; the reset applies to it and to what it holds, never to the rest of the page. */
export const root = style([
  resetRoot,
  {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.medium,
    color: vars.color.text,
    background: vars.color.background,
    minBlockSize: '100%',
  },
]);
