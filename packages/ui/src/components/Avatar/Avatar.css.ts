import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.primarySoft,
    color: vars.color.primaryText,
    fontWeight: vars.fontWeight.semibold,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall, fontSize: vars.fontSize.xsmall },
      medium: { width: vars.size.controlLarge, height: vars.size.controlLarge, fontSize: vars.fontSize.medium },
      large: {
        width: `calc(2 * ${vars.size.controlLarge})`,
        height: `calc(2 * ${vars.size.controlLarge})`,
        fontSize: vars.fontSize.xxlarge,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const glyph = style({
  display: 'block',
  width: '60%',
  height: '60%',
});
