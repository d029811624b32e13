import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, focusRingInset } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const gridList = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minInlineSize: 0,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    variant: {
      card: { gap: vars.space.medium },
      plain: {
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
        background: vars.color.surface,
      },
      bare: {},
    },
  },
  defaultVariants: { variant: 'card' },
});

export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    minInlineSize: 0,
    color: vars.color.text,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-selected]': { background: vars.color.primarySoft },
      '&[data-disabled]': { color: vars.color.textMuted },
    },
  },
  variants: {
    variant: {
      card: {
        padding: vars.space.large,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.large,
        boxShadow: vars.shadow.small,
      },
      plain: {
        paddingBlock: vars.space.medium,
        paddingInline: vars.space.large,
        selectors: {
          '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
          // Inside the list's border, where an offset ring would be clipped.
          '&[data-focus-visible]': focusRingInset,
        },
      },
      bare: { gap: 0, borderRadius: vars.radius.large },
    },
  },
  defaultVariants: { variant: 'card' },
});

/** The message shown in place of the items when there are none. */
export const empty = style({
  padding: vars.space.large,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  textAlign: 'center',
});
