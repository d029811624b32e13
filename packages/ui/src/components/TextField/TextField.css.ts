import { recipe } from '@vanilla-extract/recipes';
import { inputBox } from '../private/Field/Field.css';
import { vars } from '../../theme/vars.css';

/** Composes the shared input box so the size rules are emitted after it and win without `!important`. */
export const input = recipe({
  base: [
    inputBox,
    {
      // A keystroke changes only the text inside the box, whose size never depends on that text
      // (full inline size, a minimum block size that holds the line). Strict containment makes the
      // input its own layout and paint root, so typing lays out and repaints the input alone, not
      // the form around it (measured in the property form's typing bench: the frame's paint halved).
      contain: 'strict',
    },
  ],
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
