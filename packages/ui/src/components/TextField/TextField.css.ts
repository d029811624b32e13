import { recipe } from '@vanilla-extract/recipes';
import { inputBox } from '../private/Field/Field.css';
import { vars } from '../../theme/vars.css';

/** Composes the shared input box so the size rules are emitted after it and win without `!important`. */
export const input = recipe({
  base: [inputBox],
  variants: {
    size: {
      small: {
        minBlockSize: vars.size.controlSmall,
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.small,
      },
      medium: {},
    },
  },
  defaultVariants: { size: 'medium' },
});
