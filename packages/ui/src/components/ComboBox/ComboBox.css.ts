import { style } from '@vanilla-extract/css';
import { inputBox } from '../private/Field/Field.css';
import { vars } from '../../theme/vars.css';

export const input = style([inputBox, { inlineSize: '100%' }]);

/** A suggestion stacks its label over its detail instead of Select's label-and-check row. */
export const item = style({ flexDirection: 'column', alignItems: 'flex-start', gap: 0 });

export const detail = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

export const empty = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
