import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inputBox } from '../private/Field/Field.css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const root = style({});

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** Composes the shared input box so these rules are emitted after it and win. */
export const input = recipe({
  base: [
    inputBox,
    {
      paddingInlineStart: `calc(${vars.space.medium} + ${vars.size.iconSmall} + ${vars.space.small})`,
      paddingInlineEnd: `calc(${vars.size.controlSmall} + ${vars.space.xsmall})`,
      selectors: {
        // The browser's own clear control would duplicate ours.
        '&::-webkit-search-cancel-button': { appearance: 'none' },
        '&::-webkit-search-decoration': { appearance: 'none' },
      },
    },
  ],
  variants: {
    size: {
      small: { minBlockSize: vars.size.controlSmall, paddingBlock: vars.space.xsmall },
      medium: {},
    },
  },
  defaultVariants: { size: 'medium' },
});

export const clearButton = recipe({
  base: {
    position: 'absolute',
    insetInlineEnd: vars.space.xsmall,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      [`${root}[data-empty] &`]: { display: 'none' },
      '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { display: 'none' },
    },
  },
  variants: {
    size: {
      small: {
        inlineSize: `calc(${vars.size.controlSmall} - ${vars.space.small})`,
        blockSize: `calc(${vars.size.controlSmall} - ${vars.space.small})`,
      },
      medium: { inlineSize: vars.size.controlSmall, blockSize: vars.size.controlSmall },
    },
  },
  defaultVariants: { size: 'medium' },
});
