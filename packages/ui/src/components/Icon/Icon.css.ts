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
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      medium: { width: vars.size.iconMedium, height: vars.size.iconMedium },
      fill: { width: '100%', height: '100%' },
    },
  },
  defaultVariants: { size: 'medium' },
});
