import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { inlineSize: vars.size.iconSmall, blockSize: vars.size.iconSmall },
      medium: { inlineSize: vars.size.iconMedium, blockSize: vars.size.iconMedium },
      fill: { inlineSize: '100%', blockSize: '100%' },
    },
  },
  defaultVariants: { size: 'medium' },
});

/**
 * A glyph that points along the line (back, forward, next, out) points the other way in right-to-left
 * text. `:dir()` follows the nearest `dir`, so an icon inside a left-to-right island of an Arabic page stays.
 */
export const mirroredInRtl = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
