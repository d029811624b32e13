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
      small: { inlineSize: vars.size.controlSmall, blockSize: vars.size.controlSmall, fontSize: vars.fontSize.xsmall },
      medium: { inlineSize: vars.size.controlLarge, blockSize: vars.size.controlLarge, fontSize: vars.fontSize.medium },
      large: {
        inlineSize: `calc(2 * ${vars.size.controlLarge})`,
        blockSize: `calc(2 * ${vars.size.controlLarge})`,
        fontSize: vars.fontSize.xxlarge,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const picture = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const glyph = style({
  display: 'block',
  inlineSize: '60%',
  blockSize: '60%',
});
