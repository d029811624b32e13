import { style } from '@vanilla-extract/css';
import { inputBox } from '../private/Field/Field.css';
import { vars } from '../../theme/vars.css';

/** Composes the shared input box so these rules are emitted after it and win. */
export const textArea = style([
  inputBox,
  {
    display: 'block',
    resize: 'vertical',
    minBlockSize: vars.size.controlLarge,
  },
]);
