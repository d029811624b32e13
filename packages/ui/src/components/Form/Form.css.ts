import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The fields, messages and actions of a form in one column. */
export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', minInlineSize: 0 },
  variants: {
    gap: {
      small: { gap: vars.space.small },
      medium: { gap: vars.space.medium },
      large: { gap: vars.space.large },
    },
  },
  defaultVariants: { gap: 'large' },
});
