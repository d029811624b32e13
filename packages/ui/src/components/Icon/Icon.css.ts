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
