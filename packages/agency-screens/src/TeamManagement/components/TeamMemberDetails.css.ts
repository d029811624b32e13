import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** Long names and addresses wrap instead of widening the dialog. */
export const wrap = style({ margin: 0, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
