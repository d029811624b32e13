import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, focusRingInset } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

/** About eight rows, then it scrolls, so a long list does not push what follows off screen. */
export const listBox = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xxsmall,
    maxBlockSize: '18rem',
    // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
    overflowY: 'auto',
    padding: vars.space.xsmall,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger },
    },
  },
  variants: {
    layout: {
      stack: { gridTemplateColumns: 'minmax(0, 1fr)' },
      /** As many columns of at least 12rem as fit: short options such as place names. */
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
    },
  },
  defaultVariants: { layout: 'stack' },
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    // Inside the list's border, where an offset ring would be clipped by the scroll box.
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { background: vars.color.primarySoft, color: vars.color.primaryText },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, overflowWrap: 'anywhere' });

export const itemDescription = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textMuted,
});

/** A checkbox drawn beside each option of a multiple selection, so pointer users see they may pick several. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  marginBlockStart: vars.space.xxsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.textInverse,
  selectors: {
    '[data-selected] > &': { borderColor: vars.color.primary, background: vars.color.primary },
  },
});

/** The single selection's check mark, at the end of the option. */
export const mark = style({ flexShrink: 0, marginInlineStart: 'auto', marginBlockStart: vars.space.xxsmall });
